import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { appointments } from './appointments';
import { venues } from './venues';

/**
 * The durable outbox: one row per message to send. A row is written in the same transaction as
 * the change that caused it (a booking that rolls back leaves none); the delivery worker claims
 * due rows with `FOR UPDATE SKIP LOCKED`, so two processes never deliver the same row.
 *
 * Reminders are rows whose `send_after` lies in the future; cancelling or moving the appointment
 * withdraws them (`status = 'cancelled'`). Text is rendered when the row is written.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: idColumn(),
    channel: text('channel').notNull(),
    /** An e-mail address, or a phone number in E.164 for SMS. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    /**
     * The e-mail's own opt-out link (`{PUBLIC_URL}/api/u/{token}`), sent as `List-Unsubscribe` with RFC 8058's
     * `List-Unsubscribe-Post` (decision 054); null for a message without one.
     */
    listUnsubscribe: text('list_unsubscribe'),
    /** What the message is (booking_received_customer, password_reset_code, reminder_24h…). */
    kind: text('kind').notNull(),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** At most one row per key (e.g. `reminder_24h:42:sms`), so an event enqueued twice sends once. */
    dedupeKey: text('dedupe_key'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Not delivered before this instant; after a failure, the next try (exponential backoff).
     * While a worker holds the row (`sending`) it is the end of its lease: a row still `sending`
     * after it belonged to a crashed process and is claimed again.
     */
    sendAfter: instant('send_after').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    /** The claim of the worker holding the row: only that claim may mark it sent or failed. */
    claimId: uuid('claim_id'),
    /**
     * The venue whose daily cap a message to a customer counts against (null: not capped, e.g. the
     * owner's own e-mails, password codes, the contact form).
     */
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('outbox_channel', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'cancelled')`),
    uniqueIndex('outbox_dedupe_key').on(t.dedupeKey),
    index('outbox_due')
      .on(t.sendAfter)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('outbox_appointment').on(t.appointmentId),
    // The retention job's way to the oldest finished messages (decision 050); a message enters it once, when it is
    // settled (not at its insert and its claim, as the plain created_at index it replaces did).
    index('outbox_finished')
      .on(t.createdAt)
      .where(sql`${t.status} in ('sent', 'failed', 'cancelled')`),
    index('outbox_venue_pending')
      .on(t.venueId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * One-click opt-out links: a random token (only its SHA-256 is stored) naming the one channel and
 * contact the message went to, at one venue (a link sent to an e-mail never silences a
 * phone number that was typed beside it, nor the contact's reminders from other venues).
 */
export const notificationTokens = pgTable(
  'notification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** A lower-case e-mail or an E.164 number. */
    contact: text('contact').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('notification_tokens_channel', sql`${t.channel} in ('email', 'sms')`)],
);

/**
 * Contacts that receive no reminders on one channel from one venue. `venue_id` null: an opt-out
 * recorded before links were scoped (migration 0007), honoured at every venue until the contact
 * opts back in from any link of that channel.
 */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    id: idColumn(),
    channel: text('channel').notNull(),
    contact: text('contact').notNull(),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('notification_opt_outs_channel', sql`${t.channel} in ('email', 'sms')`),
    unique('notification_opt_outs_contact_venue').on(t.channel, t.contact, t.venueId).nullsNotDistinct(),
  ],
);

/**
 * Messages to customers sent per venue per Istanbul day, against the daily cap: the worker takes a
 * place here (one atomic upsert) before it sends; a message beyond the cap waits for the next day and
 * is counted in `deferred`, which the owner sees on the notification settings.
 */
export const venueMessageCounts = pgTable(
  'venue_message_counts',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sent: integer('sent').notNull().default(0),
    deferred: integer('deferred').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.day] })],
);

/** Which messages a venue's owner receives (no row: all on). */
export const venueNotificationSettings = pgTable('venue_notification_settings', {
  venueId: integer('venue_id')
    .primaryKey()
    .references(() => venues.id, { onDelete: 'cascade' }),
  /** A new booking request (e-mail). */
  bookingRequests: boolean('booking_requests').notNull().default(true),
  /** A customer cancelled (e-mail). */
  cancellations: boolean('cancellations').notNull().default(true),
  /** A new booking request also by SMS to the owner's phone (decision 080). */
  bookingRequestsSms: boolean('booking_requests_sms').notNull().default(false),
  /** The venue's name in SMS, at most SMS_NAME_MAX characters; null: the venue's name (decision 079). */
  smsName: text('sms_name'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
