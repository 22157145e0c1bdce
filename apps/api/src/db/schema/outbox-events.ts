import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { appointments } from './appointments';

/**
 * What an appointment change asks the notifications to say (decision 060): one row written in the change's own
 * transaction (so it commits or rolls back with it), turned into `outbox_messages` rows by the delivery job in
 * batches, each event once (`for update skip locked`, marked processed with its messages in one transaction).
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: idColumn(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** The notifications' event (`received`, `confirmed`, `moved`, `expired`…: notifications.service `AppointmentEvent`). */
    kind: text('kind').notNull(),
    /**
     * What the renderer cannot read back: the booking's plain manage token (`manageToken`), removed when the event is
     * processed, so it stays in the database no longer than the messages that carry it.
     */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /** When its messages were written; null while it waits (the partial index below is the queue). */
    processedAt: instant('processed_at'),
    /** Rendering attempts that failed; after the fifth the event is given up (processed with its error). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_events_unprocessed')
      .on(t.id)
      .where(sql`${t.processedAt} is null`),
    // The retention job's way to the oldest processed events (decision 050's purge of finished messages).
    index('outbox_events_processed')
      .on(t.processedAt)
      .where(sql`${t.processedAt} is not null`),
  ],
);
