import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { NotificationChannel } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { venueFullAddressSql } from '../../db/venue-address';
import {
  appointmentMoves,
  appointments,
  notificationOptOuts,
  notificationTokens,
  users,
  venueMessageCounts,
  venueNotificationSettings,
  venues,
} from '../../db/schema';

/** What an appointment message needs, read in the transaction that renders it (the delivery job's, decision 060). */
export interface AppointmentContext {
  id: number;
  status: string;
  venueId: number;
  venuePrefix: string;
  venueName: string;
  ownerEmail: string;
  ownerFirstName: string | null;
  /** The owner's phone from the business registration (digits), or null. */
  ownerPhone: string | null;
  /** The venue's phone, as the owner typed it. */
  venuePhone: string;
  /** The venue's full address: street, mahalle, ilçe/il (decision 080). */
  venueFullAddress: string;
  /** The owner's short name for SMS, or null (decision 079). */
  venueSmsName: string | null;
  userId: number | null;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  /** The front desk's "Müşteriye SMS gönder" (decision 090): false, and nothing is sent to the customer. */
  notifyCustomer?: boolean;
  startsAt: Date;
  endsAt: Date;
  /** Who completed the visit (decision 053): when its review invitation is due. */
  completedBy?: 'owner' | 'system' | null;
  serviceName: string;
  subServiceName: string | null;
  expertName: string;
  priceKurus: number;
  cancellationReason: string | null;
}

export interface VenueNotificationSettingsRow {
  bookingRequests: boolean;
  cancellations: boolean;
  bookingRequestsSms: boolean;
  smsName: string | null;
}

/** What one opt-out link names: one channel, one contact (lower-case e-mail or E.164), one venue. */
export interface OptOutScope {
  venueId: number;
  channel: NotificationChannel;
  contact: string;
}

export const DEFAULT_VENUE_SETTINGS: VenueNotificationSettingsRow = {
  bookingRequests: true,
  cancellations: true,
  bookingRequestsSms: false,
  smsName: null,
};

/** The columns of a venue's settings row (a venue without one has the defaults). */
const settingsColumns = {
  bookingRequests: venueNotificationSettings.bookingRequests,
  cancellations: venueNotificationSettings.cancellations,
  bookingRequestsSms: venueNotificationSettings.bookingRequestsSms,
  smsName: venueNotificationSettings.smsName,
};

/** `appointmentContext`'s statement, compiled once (every appointment event's rendering reads it). */
const contextOf = preparedQuery<
  Omit<AppointmentContext, 'venueSmsName'> & {
    bookingRequests: boolean | null;
    cancellations: boolean | null;
    bookingRequestsSms: boolean | null;
    smsName: string | null;
  },
  'appointmentId'
>('notification_context', ['appointmentId'], (db, p) =>
  db
    .select({
      ...settingsColumns,
      id: appointments.id,
      status: appointments.status,
      venueId: venues.id,
      venuePrefix: venues.prefix,
      venueName: venues.name,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      ownerPhone: users.phone,
      venuePhone: venues.phone,
      venueFullAddress: venueFullAddressSql,
      userId: appointments.userId,
      customerFirstName: appointments.customerFirstName,
      customerLastName: appointments.customerLastName,
      customerEmail: appointments.customerEmail,
      customerPhone: appointments.customerPhone,
      notifyCustomer: appointments.notifyCustomer,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      completedBy: appointments.completedBy,
      serviceName: appointments.serviceName,
      subServiceName: appointments.subServiceName,
      expertName: appointments.expertName,
      priceKurus: appointments.priceKurus,
      cancellationReason: appointments.cancellationReason,
    })
    .from(appointments)
    .innerJoin(venues, eq(venues.id, appointments.venueId))
    .innerJoin(users, eq(users.id, venues.ownerId))
    .leftJoin(venueNotificationSettings, eq(venueNotificationSettings.venueId, venues.id))
    .where(eq(appointments.id, p.appointmentId)),
);

export function createNotificationsRepository(db: Db) {
  return {
    /** The appointment's message context, with its venue's notification settings (one statement). */
    async appointmentContext(
      appointmentId: number,
    ): Promise<{ ctx: AppointmentContext; settings: VenueNotificationSettingsRow } | null> {
      const [row] = await contextOf(db, { appointmentId });
      if (!row) return null;
      const { bookingRequests, cancellations, bookingRequestsSms, smsName, ...rest } = row;
      return {
        ctx: { ...rest, venueSmsName: smsName },
        settings:
          bookingRequests === null || cancellations === null || bookingRequestsSms === null
            ? DEFAULT_VENUE_SETTINGS
            : { bookingRequests, cancellations, bookingRequestsSms, smsName },
      };
    },

    /** The time and expert the appointment's last move or reschedule left (decision 036). */
    async lastMove(appointmentId: number): Promise<{ startsAt: Date; expertName: string } | null> {
      const [row] = await db
        .select({ startsAt: appointmentMoves.fromStartsAt, expertName: appointmentMoves.fromExpertName })
        .from(appointmentMoves)
        .where(eq(appointmentMoves.appointmentId, appointmentId))
        .orderBy(desc(appointmentMoves.id))
        .limit(1);
      return row ?? null;
    },

    async venueSettings(venueId: number): Promise<VenueNotificationSettingsRow> {
      const [row] = await db
        .select(settingsColumns)
        .from(venueNotificationSettings)
        .where(eq(venueNotificationSettings.venueId, venueId));
      return row ?? DEFAULT_VENUE_SETTINGS;
    },

    async saveVenueSettings(venueId: number, s: VenueNotificationSettingsRow): Promise<VenueNotificationSettingsRow> {
      const [row] = await db
        .insert(venueNotificationSettings)
        .values({ venueId, ...s })
        .onConflictDoUpdate({ target: venueNotificationSettings.venueId, set: { ...s, updatedAt: new Date() } })
        .returning(settingsColumns);
      return row!;
    },

    /** The venue's phone and its owner's registration phone: where the owner's SMS may go (decision 080). */
    async ownerPhones(venueId: number): Promise<{ ownerPhone: string | null; venuePhone: string } | null> {
      const [row] = await db
        .select({ ownerPhone: users.phone, venuePhone: venues.phone })
        .from(venues)
        .innerJoin(users, eq(users.id, venues.ownerId))
        .where(eq(venues.id, venueId));
      return row ?? null;
    },

    async isVenueOwnedBy(venueId: number, ownerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: venues.id })
        .from(venues)
        .where(and(eq(venues.id, venueId), eq(venues.ownerId, ownerId)));
      return !!row;
    },

    async findToken(tokenHash: string): Promise<(OptOutScope & { venueName: string }) | null> {
      const [row] = await db
        .select({
          venueId: notificationTokens.venueId,
          channel: notificationTokens.channel,
          contact: notificationTokens.contact,
          venueName: venues.name,
        })
        .from(notificationTokens)
        .innerJoin(venues, eq(venues.id, notificationTokens.venueId))
        .where(eq(notificationTokens.tokenHash, tokenHash));
      return row ? { ...row, channel: row.channel as NotificationChannel } : null;
    },

    async optOut(t: OptOutScope): Promise<void> {
      await db.insert(notificationOptOuts).values(t).onConflictDoNothing();
    },

    /** Back in at this venue; an opt-out from before links were scoped (no venue) goes too. */
    async optIn(t: OptOutScope): Promise<void> {
      await db
        .delete(notificationOptOuts)
        .where(
          and(
            eq(notificationOptOuts.channel, t.channel),
            eq(notificationOptOuts.contact, t.contact),
            or(eq(notificationOptOuts.venueId, t.venueId), isNull(notificationOptOuts.venueId)),
          ),
        );
    },

    /** Which of these contacts (as `channel:contact`) opted out of the venue's reminders. */
    async optedOut(venueId: number, contacts: { channel: NotificationChannel; contact: string }[]): Promise<Set<string>> {
      if (contacts.length === 0) return new Set();
      const rows = await db
        .select({ channel: notificationOptOuts.channel, contact: notificationOptOuts.contact })
        .from(notificationOptOuts)
        .where(
          and(
            inArray(
              notificationOptOuts.contact,
              contacts.map((c) => c.contact),
            ),
            or(eq(notificationOptOuts.venueId, venueId), isNull(notificationOptOuts.venueId)),
          ),
        );
      return new Set(rows.map((r) => `${r.channel}:${r.contact}`));
    },

    /** Today's count of the venue's customer messages deferred by the daily cap. */
    async deferredOn(venueId: number, day: string): Promise<number> {
      const [row] = await db
        .select({ deferred: venueMessageCounts.deferred })
        .from(venueMessageCounts)
        .where(and(eq(venueMessageCounts.venueId, venueId), eq(venueMessageCounts.day, day)));
      return row?.deferred ?? 0;
    },
  };
}
