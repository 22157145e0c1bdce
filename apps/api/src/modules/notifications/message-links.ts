import { randomBytes } from 'node:crypto';
import { hashToken } from '../../lib/token-hash';
import type { NotificationChannel } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { issueManageToken, manageCalendarUrl, manageUrl } from '../appointments/manage-tokens';
import { toE164 } from './channels/sms-text';
import { createNotificationsRepository, type AppointmentContext } from './notifications.repository';
import type { OptOutTokenRow, OutboxMessageInput } from './outbox.repository';
import { REMINDER_KINDS, type MessageLinks } from './templates/appointment-messages';
import { REVIEW_INVITATION_KIND } from './templates/review-invitation';

/**
 * What a contact's opt-out at a venue stops: the reminders and the review invitation. Confirmations,
 * changes and cancellations of their own bookings still reach them.
 */
export const OPT_OUT_KINDS: string[] = [...REMINDER_KINDS, REVIEW_INVITATION_KIND];

/** Where links in messages point, where contact messages go and what "now" is: given by app.ts (the notifier). */
export interface NotificationSettings {
  publicUrl: string;
  contactEmail: string;
  now: () => Date;
}

const emailContact = (email: string) => email.trim().toLowerCase();

/** An opt-out token to store (its hash only) with the message that carries its link. */
export type OptOutToken = OptOutTokenRow;

/**
 * One-click reminder opt-out links, one per channel: the e-mail's names only that address and the SMS's only that
 * number, each at this venue. Returns the links and the tokens' hashes, which the caller writes with the messages in
 * one statement (`enqueueMessages`).
 */
export function optOutLinks(
  ctx: AppointmentContext,
  settings: NotificationSettings,
): { urls: Pick<MessageLinks, 'optOutUrl' | 'smsOptOutUrl'>; tokens: OptOutToken[] } {
  const tokens: OptOutToken[] = [];
  const issue = (channel: NotificationChannel, contact: string) => {
    const token = randomBytes(16).toString('base64url');
    tokens.push({ tokenHash: hashToken(token, 'hex'), venueId: ctx.venueId, channel, contact });
    return `${settings.publicUrl}/api/u/${token}`;
  };
  const phone = toE164(ctx.customerPhone);
  const urls = {
    // The front desk may book without an e-mail (stored as ''): no e-mail, no e-mail link.
    optOutUrl: ctx.customerEmail ? issue('email', emailContact(ctx.customerEmail)) : null,
    smsOptOutUrl: phone ? issue('sms', phone) : null,
  };
  return { urls, tokens };
}

/** The manage page's and calendar file's links of a plain manage token (decision 037). */
export const manageLinks = (publicUrl: string, token: string): Pick<MessageLinks, 'manageUrl' | 'calendarUrl'> => ({
  manageUrl: manageUrl(publicUrl, token),
  calendarUrl: manageCalendarUrl(publicUrl, token),
});

/**
 * The customer's manage link and its calendar file (decision 037): the booking's own token, or a new one for this
 * message (only hashes are stored, so a later message cannot repeat an earlier link). None without a contact.
 */
export async function issueManageUrls(
  db: Db,
  ctx: AppointmentContext,
  settings: NotificationSettings,
  token?: string,
): Promise<Pick<MessageLinks, 'manageUrl' | 'calendarUrl'>> {
  if (!token && !ctx.customerEmail && !toE164(ctx.customerPhone)) return {};
  const t = token ?? (await issueManageToken(db, ctx.id));
  return manageLinks(settings.publicUrl, t);
}

const contactOf = (msg: OutboxMessageInput) => (msg.channel === 'email' ? emailContact(msg.to) : msg.to);

/** Drops reminders and review invitations to contacts that opted out of this venue's on that channel. */
export async function withoutOptedOut(db: Db, venueId: number, msgs: OutboxMessageInput[]): Promise<OutboxMessageInput[]> {
  const reminders = msgs.filter((msg) => OPT_OUT_KINDS.includes(msg.kind));
  if (reminders.length === 0) return msgs;
  const out = await createNotificationsRepository(db).optedOut(
    venueId,
    reminders.map((r) => ({ channel: r.channel, contact: contactOf(r) })),
  );
  return msgs.filter((msg) => !OPT_OUT_KINDS.includes(msg.kind) || !out.has(`${msg.channel}:${contactOf(msg)}`));
}

/** How many of an appointment's customer contacts a manage link goes to: its e-mail and its phone (when an E.164). */
export async function linkRecipients(db: Db, appointmentId: number): Promise<number> {
  const found = await createNotificationsRepository(db).appointmentContext(appointmentId);
  if (!found) return 0;
  return (found.ctx.customerEmail ? 1 : 0) + (toE164(found.ctx.customerPhone) ? 1 : 0);
}

/**
 * The customer's contacts nothing is sent to about this appointment: both when the front desk booked it with
 * "Müşteriye SMS gönder" off (decision 090), else none.
 */
export function silencedContacts(ctx: Pick<AppointmentContext, 'notifyCustomer' | 'customerEmail' | 'customerPhone'>): string[] {
  if (ctx.notifyCustomer !== false) return [];
  return [ctx.customerEmail, toE164(ctx.customerPhone)].filter((c): c is string => !!c);
}
