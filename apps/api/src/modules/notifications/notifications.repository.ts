import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, notificationOptOuts, notificationTokens, users, venueNotificationSettings, venues } from '../../db/schema';

/** What an appointment message needs, read in the transaction of the change. */
export interface AppointmentContext {
  id: number;
  status: string;
  venueId: number;
  venueSlug: string;
  venueName: string;
  ownerEmail: string;
  ownerFirstName: string | null;
  userId: number | null;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  startsAt: Date;
  serviceName: string;
  subServiceName: string | null;
  expertName: string;
  priceKurus: number;
  cancellationReason: string | null;
}

export interface VenueNotificationSettingsRow {
  bookingRequests: boolean;
  cancellations: boolean;
}

export const DEFAULT_VENUE_SETTINGS: VenueNotificationSettingsRow = { bookingRequests: true, cancellations: true };

export function createNotificationsRepository(db: Db) {
  return {
    async appointmentContext(appointmentId: number): Promise<AppointmentContext | null> {
      const [row] = await db
        .select({
          id: appointments.id,
          status: appointments.status,
          venueId: venues.id,
          venueSlug: venues.slug,
          venueName: venues.name,
          ownerEmail: users.email,
          ownerFirstName: users.firstName,
          userId: appointments.userId,
          customerFirstName: appointments.customerFirstName,
          customerLastName: appointments.customerLastName,
          customerEmail: appointments.customerEmail,
          customerPhone: appointments.customerPhone,
          startsAt: appointments.startsAt,
          serviceName: appointments.serviceName,
          subServiceName: appointments.subServiceName,
          expertName: appointments.expertName,
          priceKurus: appointments.priceKurus,
          cancellationReason: appointments.cancellationReason,
        })
        .from(appointments)
        .innerJoin(venues, eq(venues.id, appointments.venueId))
        .innerJoin(users, eq(users.id, venues.ownerId))
        .where(eq(appointments.id, appointmentId));
      return row ?? null;
    },

    async venueSettings(venueId: number): Promise<VenueNotificationSettingsRow> {
      const [row] = await db
        .select({
          bookingRequests: venueNotificationSettings.bookingRequests,
          cancellations: venueNotificationSettings.cancellations,
        })
        .from(venueNotificationSettings)
        .where(eq(venueNotificationSettings.venueId, venueId));
      return row ?? DEFAULT_VENUE_SETTINGS;
    },

    async saveVenueSettings(venueId: number, s: VenueNotificationSettingsRow): Promise<VenueNotificationSettingsRow> {
      const [row] = await db
        .insert(venueNotificationSettings)
        .values({ venueId, ...s })
        .onConflictDoUpdate({ target: venueNotificationSettings.venueId, set: { ...s, updatedAt: new Date() } })
        .returning({
          bookingRequests: venueNotificationSettings.bookingRequests,
          cancellations: venueNotificationSettings.cancellations,
        });
      return row!;
    },

    async isVenueOwnedBy(venueId: number, ownerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: venues.id })
        .from(venues)
        .where(and(eq(venues.id, venueId), eq(venues.ownerId, ownerId)));
      return !!row;
    },

    async saveToken(tokenHash: string, email: string | null, phone: string | null): Promise<void> {
      await db.insert(notificationTokens).values({ tokenHash, email, phone }).onConflictDoNothing();
    },

    async findToken(tokenHash: string) {
      const [row] = await db.select().from(notificationTokens).where(eq(notificationTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    async optOut(contacts: string[]): Promise<void> {
      if (contacts.length === 0) return;
      await db
        .insert(notificationOptOuts)
        .values(contacts.map((contact) => ({ contact })))
        .onConflictDoNothing();
    },

    async optedOut(contacts: string[]): Promise<Set<string>> {
      if (contacts.length === 0) return new Set();
      const rows = await db
        .select({ contact: notificationOptOuts.contact })
        .from(notificationOptOuts)
        .where(inArray(notificationOptOuts.contact, contacts));
      return new Set(rows.map((r) => r.contact));
    },
  };
}
