import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';

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
    /** Not delivered before this instant; after a failure, the next try (exponential backoff). */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_channel', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'cancelled')`),
    uniqueIndex('outbox_dedupe_key').on(t.dedupeKey),
    index('outbox_due')
      .on(t.sendAfter)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_appointment').on(t.appointmentId),
    index('outbox_created').on(t.createdAt),
  ],
);
