import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema';
import { runJobOnce } from '../../lib/jobs';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { enqueueMessages } from './notifications.service';
import { createOutboxRepository } from './outbox.repository';
import { createOutboxRetentionJob, OUTBOX_PURGE_BATCH } from './outbox-retention';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
// The real clock: other files' messages on this database are written now, so none of them is old enough to go.
const now = new Date();
let n = 0;

/** One message per entry, written `ageDays` before `now` and left in `status`; their ids in order. */
async function messagesAged(rows: { status: string; ageDays: number }[]): Promise<number[]> {
  const ids = await enqueueMessages(
    t.db,
    rows.map(() => ({
      channel: 'sms' as const,
      to: `+9055500${String(++n).padStart(5, '0')}`,
      text: 'Randevunuz yarın 10:00’da.',
      kind: 'test',
    })),
  );
  for (const [i, r] of rows.entries())
    await t.db.execute(sql`update outbox_messages set status = ${r.status},
                             created_at = ${new Date(now.getTime() - r.ageDays * DAY).toISOString()}::timestamptz
                            where id = ${ids[i]!}`);
  return ids;
}
const left = async (ids: number[]) =>
  (await t.db.select({ id: outboxMessages.id }).from(outboxMessages).where(inArray(outboxMessages.id, ids)))
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('outbox retention (decision 050)', () => {
  it('deletes finished messages older than the retention, keeps newer ones and every unfinished one whatever its age', async () => {
    const [sentOld, failedOld, cancelledOld, pendingOld, sendingOld, sentRecent, sentAtEdge] = await messagesAged([
      { status: 'sent', ageDays: 120 },
      { status: 'failed', ageDays: 91 },
      { status: 'cancelled', ageDays: 400 },
      { status: 'pending', ageDays: 300 }, // a reminder written long before its appointment
      { status: 'sending', ageDays: 200 },
      { status: 'sent', ageDays: 10 },
      { status: 'sent', ageDays: 89 },
    ]);
    const job = createOutboxRetentionJob(90, () => now);
    expect([job.name, job.intervalMs, job.exclusive]).toEqual(['outbox-retention', 3_600_000, undefined]);

    const tick = await runJobOnce(t.db, job);
    expect(tick).toEqual({ ran: true, result: 3 });
    const all = [sentOld!, failedOld!, cancelledOld!, pendingOld!, sendingOld!, sentRecent!, sentAtEdge!];
    expect(await left(all)).toEqual([pendingOld, sendingOld, sentRecent, sentAtEdge]);
    expect(job.more!(tick.result)).toBe(false);

    // 81 days later, the two finished ones that were young enough go too (messages written today stay).
    expect(
      await runJobOnce(
        t.db,
        createOutboxRetentionJob(90, () => new Date(now.getTime() + 81 * DAY)),
      ),
    ).toEqual({
      ran: true,
      result: 2,
    });
    expect(await left(all)).toEqual([pendingOld, sendingOld]);
  });

  it('takes the oldest first, a bounded batch a tick, and ticks again at once while a batch comes back full', async () => {
    const [newer, older, oldest] = await messagesAged([
      { status: 'sent', ageDays: 150 },
      { status: 'sent', ageDays: 200 },
      { status: 'failed', ageDays: 300 },
    ]);
    const repo = createOutboxRepository(t.db);
    const before = new Date(now.getTime() - 90 * DAY);
    expect(await repo.purgeFinished(before, 2)).toBe(2);
    expect(await left([newer!, older!, oldest!])).toEqual([newer]);
    expect(await repo.purgeFinished(before, 2)).toBe(1);
    expect(await repo.purgeFinished(before, 2)).toBe(0);

    const job = createOutboxRetentionJob(90);
    expect(job.more!(OUTBOX_PURGE_BATCH)).toBe(true);
    expect(job.more!(OUTBOX_PURGE_BATCH - 1)).toBe(false);
  });
});
