import {
  BUSINESS_TYPE_LABELS_TR,
  messages,
  type DevOutboxMessage,
  type NotificationChannel,
  type VenueNotificationSettingsBody,
  type VenueNotificationSettingsView,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/token-hash';
import { notFound } from '../../lib/errors';
import { toVenueWallTime } from '../../lib/time';
import { createOutboxRepository, type OutboxMessageInput, type OutboxRow } from './outbox.repository';
import {
  createNotificationsRepository,
  type AppointmentContext,
  type OptOutScope,
  type VenueNotificationSettingsRow,
} from './notifications.repository';
import {
  REMINDER_KINDS,
  cancelledByUserMessages,
  type ContactNotice,
  contactMessage,
  cancelledByOwnerMessages,
  fill,
  reminderMessages,
  type MessageLinks,
} from './templates/appointment-messages';
import { movedMessages } from './templates/moved-messages';
import { ownerSmsNumber } from './templates/sms-messages';
import { formatPhoneForSms } from './channels/sms-text';
import { bookingEventMessages } from './booking-messages';
import {
  OPT_OUT_KINDS,
  issueManageUrls,
  optOutLinks,
  silencedContacts,
  withoutOptedOut,
  type NotificationSettings,
  type OptOutToken,
} from './message-links';
import { REVIEW_INVITATION_KIND, reviewInvitationMessages, reviewStillOpen } from './templates/review-invitation';
import { expiredMessages, linkRenewedMessages, rescheduledMessages } from './templates/self-service-messages';

export type { OutboxMessageInput, NotificationSettings };

/**
 * The one door other modules use to send something: they pass their transaction (`db`) so the
 * message commits or rolls back with the change that caused it. Delivery is the worker's job.
 */
export function enqueueMessages(db: Db, messages: OutboxMessageInput[], optOutTokens: OptOutToken[] = []): Promise<number[]> {
  return createOutboxRepository(db).enqueue(messages, optOutTokens);
}

/** Withdraws an appointment's unsent messages (reminders when it is cancelled or moved). */
export function withdrawAppointmentMessages(db: Db, appointmentId: number, kinds?: string[]): Promise<number> {
  return createOutboxRepository(db).cancelPendingForAppointment(appointmentId, kinds);
}

export type AppointmentEvent =
  | 'received'
  | 'confirmed'
  | 'cancelled_by_owner'
  | 'confirmed_cancelled_by_owner'
  | 'cancelled_by_user'
  | 'time_changed'
  | 'moved'
  | 'rescheduled'
  | 'expired'
  | 'completed'
  | 'no_show'
  | 'status_undone'
  | 'link_renewed';

/**
 * Writes the messages an appointment change causes, in the caller's transaction (`db`; since decision 060 the delivery
 * job's, rendering a recorded event, with `asOf` the appointment as the change left it):
 * - received: to the customer, and to the owner unless the venue turned that off;
 * - confirmed: to the customer, plus the 24 h and 2 h reminders (e-mail and SMS);
 * - cancelled_by_owner (the owner's rejection of a request): to the customer, with the reason if given;
 * - confirmed_cancelled_by_owner (the owner cancels a confirmed appointment): to the customer, with the
 *   reason if given; the reminders are withdrawn;
 * - cancelled_by_user: to the owner unless turned off; the reminders are withdrawn;
 * - time_changed: the reminders are withdrawn and scheduled again from the new instant;
 * - moved (by the owner): the customer is told the new time, and the reminders are scheduled again;
 * - rescheduled (by the customer): the owner is told the old and new time unless the venue turned booking
 *   requests off; the reminders are withdrawn and, when it is confirmed, scheduled again;
 * - expired (the sweep): the customer is told, with a link to book again; unsent messages are withdrawn.
 * - completed (the sweep or the owner's "Geldi"): one invitation to review the visit, due 1 hour after its
 *   end, unless the contact opted out at this venue or the 30 days to review are over;
 * - no_show (the owner's "Gelmedi", also correcting a completed visit): an invitation not sent yet is withdrawn.
 * - link_renewed (decision 054: the appointment's links were revoked): the customer gets a new manage link, and the
 *   reminders of a confirmed appointment are written again with it.
 * A customer without an e-mail (a front-desk booking, stored as '') gets no e-mail; see also `silencedContacts`.
 * Returns how many messages were written.
 */
export async function notifyAppointment(
  db: Db,
  appointmentId: number,
  event: AppointmentEvent,
  settings: NotificationSettings,
  manageToken?: string,
  asOf?: Partial<AppointmentContext>,
  movedFrom?: { startsAt: Date; expertName: string },
): Promise<number> {
  const repo = createNotificationsRepository(db);
  const found = await repo.appointmentContext(appointmentId);
  if (!found) return 0;
  // An event's messages describe the appointment as its change left it (decision 060), not as a later change did.
  const ctx: AppointmentContext = { ...found.ctx, ...asOf };
  const venueSettings = found.settings;
  const links: MessageLinks = { publicUrl: settings.publicUrl };
  const now = settings.now();
  let optOutTokens: OptOutToken[] = [];
  const withLinks = async () => {
    const optOut = optOutLinks(ctx, settings);
    optOutTokens = optOut.tokens;
    Object.assign(links, optOut.urls, await issueManageUrls(db, ctx, settings, manageToken));
  };
  let msgs: OutboxMessageInput[] = [];
  switch (event) {
    case 'received':
    case 'confirmed':
      await withLinks();
      msgs = bookingEventMessages(event, ctx, links, venueSettings, now);
      break;
    case 'cancelled_by_owner':
      await withdrawAppointmentMessages(db, ctx.id);
      msgs = cancelledByOwnerMessages(ctx, links);
      break;
    case 'confirmed_cancelled_by_owner':
      await withdrawAppointmentMessages(db, ctx.id);
      msgs = cancelledByOwnerMessages(ctx, links, 'confirmed');
      break;
    case 'cancelled_by_user':
      await withdrawAppointmentMessages(db, ctx.id);
      msgs = venueSettings.cancellations ? cancelledByUserMessages(ctx, links) : [];
      break;
    case 'time_changed':
      await withdrawAppointmentMessages(db, ctx.id, REMINDER_KINDS);
      if (ctx.status === 'confirmed') {
        await withLinks();
        msgs = reminderMessages(ctx, links, now);
      }
      break;
    case 'moved':
      await withdrawAppointmentMessages(db, ctx.id, REMINDER_KINDS);
      await withLinks();
      msgs = [...movedMessages(ctx, links, now), ...(ctx.status === 'confirmed' ? reminderMessages(ctx, links, now) : [])];
      break;
    case 'rescheduled': {
      await withdrawAppointmentMessages(db, ctx.id, REMINDER_KINDS);
      const from = movedFrom ?? (await repo.lastMove(ctx.id)); // events recorded before `payload.from`: the last move
      const toOwner = from !== null && venueSettings.bookingRequests;
      if (ctx.status === 'confirmed') await withLinks();
      msgs = [
        ...(toOwner ? rescheduledMessages(ctx, links, from, now) : []),
        ...(ctx.status === 'confirmed' ? reminderMessages(ctx, links, now) : []),
      ];
      break;
    }
    case 'expired':
      await withdrawAppointmentMessages(db, ctx.id);
      msgs = expiredMessages(ctx, links);
      break;
    case 'completed':
      if (!reviewStillOpen(ctx, now)) break;
      await withLinks();
      msgs = reviewInvitationMessages(ctx, links, now);
      break;
    // Decision 077: an undone "Geldi" no longer invites a review (rendered after the completion's event, in id order).
    case 'no_show':
    case 'status_undone':
      await withdrawAppointmentMessages(db, ctx.id, [REVIEW_INVITATION_KIND]);
      break;
    case 'link_renewed': {
      // The queued reminders carry the revoked link: withdrawn and written again with the new one (their own keys).
      await withdrawAppointmentMessages(db, ctx.id, REMINDER_KINDS);
      await withLinks();
      const again = (msg: OutboxMessageInput) => ({ ...msg, dedupeKey: `${msg.dedupeKey}:renewed:${now.getTime()}` });
      const reminders = ctx.status === 'confirmed' ? reminderMessages(ctx, links, now).map(again) : [];
      msgs = [...linkRenewedMessages(ctx, links, now), ...reminders];
      break;
    }
  }
  const addressed = msgs.filter((msg) => msg.to !== '' && !silencedContacts(ctx).includes(msg.to));
  return (await enqueueMessages(db, await withoutOptedOut(db, ctx.venueId, addressed), optOutTokens)).length;
}

/** The /iletisim form's message, to CONTACT_EMAIL with Reply-To set to the sender. */
export async function notifyContactMessage(db: Db, c: ContactNotice, settings: NotificationSettings): Promise<number> {
  const businessType = BUSINESS_TYPE_LABELS_TR[c.businessType as keyof typeof BUSINESS_TYPE_LABELS_TR] ?? c.businessType;
  return (await enqueueMessages(db, [contactMessage(settings.contactEmail, { ...c, businessType })])).length;
}

export function toDevOutboxMessage(row: OutboxRow): DevOutboxMessage {
  return {
    id: row.id,
    channel: row.channel as DevOutboxMessage['channel'],
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status as DevOutboxMessage['status'],
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

export const DEV_OUTBOX_SIZE = 50;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** What the opt-out page shows: the channel and venue a link names, and whether it is now off or on again. */
export interface OptOutResult {
  channel: NotificationChannel;
  venueName: string;
}

export function createNotificationsService({ db, venueDailyCap, now }: { db: Db; venueDailyCap: number; now: () => Date }) {
  const repo = createOutboxRepository(db);
  const notifications = createNotificationsRepository(db);

  /** The token's scope, in a transaction with what `change` does to it; null for an unknown token. */
  const withToken = (token: string, change: (t: Db, scope: OptOutScope) => Promise<void>) =>
    TOKEN_PATTERN.test(token)
      ? db.transaction(async (t) => {
          const row = await createNotificationsRepository(t).findToken(hashToken(token, 'hex'));
          if (!row) return null;
          await change(t, row);
          return { channel: row.channel, venueName: row.venueName } satisfies OptOutResult;
        })
      : Promise.resolve(null);

  const view = async (venueId: number, s: VenueNotificationSettingsRow): Promise<VenueNotificationSettingsView> => {
    const deferred = await notifications.deferredOn(venueId, toVenueWallTime(now()).date);
    const phones = await notifications.ownerPhones(venueId);
    const smsTo = phones ? ownerSmsNumber(phones) : null;
    return {
      booking_requests: s.bookingRequests,
      cancellations: s.cancellations,
      booking_requests_sms: s.bookingRequestsSms,
      sms_name: s.smsName,
      owner_sms_phone: smsTo ? formatPhoneForSms(smsTo) : null,
      daily_limit: venueDailyCap,
      deferred_today: deferred,
      notice:
        deferred > 0
          ? fill(messages.notifications.dailyCapNotice, { count: String(deferred), limit: String(venueDailyCap) })
          : null,
    };
  };

  return {
    async latest(): Promise<DevOutboxMessage[]> {
      return (await repo.latest(DEV_OUTBOX_SIZE)).map(toDevOutboxMessage);
    },

    /**
     * One-click opt-out: the link's contact gets no more reminders on the link's channel from the
     * link's venue, and those pending are withdrawn. Nothing else changes.
     */
    unsubscribe(token: string): Promise<OptOutResult | null> {
      return withToken(token, async (t, scope) => {
        await createNotificationsRepository(t).optOut(scope);
        await createOutboxRepository(t).cancelPendingForContact(scope, OPT_OUT_KINDS);
      });
    },

    /** The same link's "opt back in": later confirmations schedule reminders again. */
    resubscribe(token: string): Promise<OptOutResult | null> {
      return withToken(token, (t, scope) => createNotificationsRepository(t).optIn(scope));
    },

    async venueSettings(ownerId: number, venueId: number): Promise<VenueNotificationSettingsView> {
      if (!(await notifications.isVenueOwnedBy(venueId, ownerId))) throw notFound(messages.venues.notFound);
      return view(venueId, await notifications.venueSettings(venueId));
    },

    async saveVenueSettings(
      ownerId: number,
      venueId: number,
      body: VenueNotificationSettingsBody,
    ): Promise<VenueNotificationSettingsView> {
      if (!(await notifications.isVenueOwnedBy(venueId, ownerId))) throw notFound(messages.venues.notFound);
      // The SMS choices are newer than the e-mail ones: a client that does not send them keeps them as they are.
      const before = await notifications.venueSettings(venueId);
      const s = await notifications.saveVenueSettings(venueId, {
        bookingRequests: body.booking_requests,
        cancellations: body.cancellations,
        bookingRequestsSms: body.booking_requests_sms ?? before.bookingRequestsSms,
        smsName: body.sms_name === undefined ? before.smsName : body.sms_name,
      });
      return view(venueId, s);
    },
  };
}
