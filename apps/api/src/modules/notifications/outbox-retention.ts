import type { Job } from '../../lib/jobs';
import { createOutboxRepository } from './outbox.repository';
import { purgeProcessedEvents } from './appointment-events';

const DAY_MS = 24 * 60 * 60_000;
/** Finished messages deleted per tick: one short transaction each; a backlog (the first run) ticks again at once. */
export const OUTBOX_PURGE_BATCH = 5_000;

/**
 * Background job (decision 050): an outbox row holds a person's address and the text sent to them, so a message is
 * kept `retentionDays` after it was written once it is finished (sent, failed or withdrawn), then deleted. Pending and
 * sending rows (a reminder months ahead, a message waiting for its venue's next day) stay whatever their age. Appointment
 * events processed as long ago go too (decision 060); waiting ones stay. Hourly,
 * once across the API processes (an exclusive job).
 */
export function createOutboxRetentionJob(retentionDays: number, now: () => Date = () => new Date()): Job {
  return {
    name: 'outbox-retention',
    intervalMs: 60 * 60_000,
    run: async (db) => {
      const before = new Date(now().getTime() - retentionDays * DAY_MS);
      // Finished messages, then the appointment events processed as long ago (decision 060); how many rows went.
      const messages = await createOutboxRepository(db).purgeFinished(before, OUTBOX_PURGE_BATCH);
      return messages + (await purgeProcessedEvents(db, before, OUTBOX_PURGE_BATCH));
    },
    more: (deleted) => (deleted as number) >= OUTBOX_PURGE_BATCH,
  };
}
