import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { startJobs, type Job } from './jobs';

/**
 * A job that did a bounded part of its work (`more`) ticks again at once, each tick its own transaction (a
 * catch-up after downtime is many short ticks, not one transaction over thousands of rows); otherwise it waits for
 * its interval.
 */
// Jobs that do not take the lock (`exclusive: false`) get the database as it is; these use none.
const db = {} as Db;

describe('startJobs with more', () => {
  it('ticks again at once while the tick says it left more, then waits for the interval', async () => {
    let left = 5;
    const ticks: number[] = [];
    const job: Job = {
      name: `test-more-${process.pid}`,
      intervalMs: 60_000,
      exclusive: false,
      run: async () => {
        ticks.push(left);
        const batch = Math.min(2, left);
        left -= batch;
        return batch;
      },
      more: (moved) => moved === 2,
    };
    const stop = startJobs(db, [job]);
    // 5 rows in batches of 2: full, full, then 1 (not full: no more ticks until the interval, a minute away).
    await expect.poll(() => ticks, { timeout: 5000 }).toEqual([5, 3, 1]);
    await new Promise((r) => setTimeout(r, 200));
    expect(ticks).toEqual([5, 3, 1]);
    expect(left).toBe(0);
    await stop();
  });

  it('does not tick again at once after a tick that failed', async () => {
    let runs = 0;
    const errors: string[] = [];
    const job: Job = {
      name: `test-more-fail-${process.pid}`,
      intervalMs: 60_000,
      exclusive: false,
      run: async () => {
        runs += 1;
        throw new Error('boom');
      },
      more: () => true,
    };
    const stop = startJobs(db, [job], { onError: (_name, e) => errors.push((e as Error).message) });
    await expect.poll(() => errors).toEqual(['boom']);
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toBe(1);
    await stop();
  });
});
