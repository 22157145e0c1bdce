import type { DevOutboxMessage } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { createOutboxRepository, type OutboxMessageInput, type OutboxRow } from './outbox.repository';

export type { OutboxMessageInput };

/**
 * The one door other modules use to send something: they pass their transaction (`db`) so the
 * message commits or rolls back with the change that caused it. Delivery is the worker's job.
 */
export function enqueueMessages(db: Db, messages: OutboxMessageInput[]): Promise<number[]> {
  return createOutboxRepository(db).enqueue(messages);
}

/** Withdraws an appointment's unsent messages (reminders when it is cancelled or moved). */
export function withdrawAppointmentMessages(db: Db, appointmentId: number, kinds?: string[]): Promise<number> {
  return createOutboxRepository(db).cancelPendingForAppointment(appointmentId, kinds);
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

export function createNotificationsService({ db }: { db: Db }) {
  const repo = createOutboxRepository(db);
  return {
    async latest(): Promise<DevOutboxMessage[]> {
      return (await repo.latest(DEV_OUTBOX_SIZE)).map(toDevOutboxMessage);
    },
  };
}
