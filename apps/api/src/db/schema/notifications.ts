import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    /** An e-mail address, or a phone number in E.164 for SMS. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
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
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The claim of the worker holding the row: only that claim may mark it sent or failed. */
    claimId: uuid('claim_id'),
  },
  (t) => [
    check('outbox_channel', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'cancelled')`),
    uniqueIndex('outbox_dedupe_key').on(t.dedupeKey),
    index('outbox_due')
      .on(t.sendAfter)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('outbox_appointment').on(t.appointmentId),
    index('outbox_created').on(t.createdAt),
  ],
);

/**
 * One-click opt-out links: a random token (only its SHA-256 is stored) naming the contact
 * details of the customer the message went to.
 */
export const notificationTokens = pgTable('notification_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email'),
  phone: text('phone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Contacts (a lower-case e-mail or an E.164 number) that receive no reminders. */
export const notificationOptOuts = pgTable('notification_opt_outs', {
  contact: text('contact').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which messages a venue's owner receives (no row: all on). */
export const venueNotificationSettings = pgTable('venue_notification_settings', {
  venueId: integer('venue_id')
    .primaryKey()
    .references(() => venues.id, { onDelete: 'cascade' }),
  /** A new booking request (e-mail). */
  bookingRequests: boolean('booking_requests').notNull().default(true),
  /** A customer cancelled (e-mail). */
  cancellations: boolean('cancellations').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
