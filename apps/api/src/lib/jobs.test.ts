import { requirePostgres, testPostgresUrl } from '../../test/require-service';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { runJobOnce, startJobs, type Job } from './jobs';

/**
 * A job runs once across instances: two connection pools on one PostgreSQL database stand for
 * two API processes. Advisory locks need no tables, so the admin database of TEST_DATABASE_URL (else the
 * local server's `test`) is used as it is. Skipped when PostgreSQL does not answer; under CI=true that fails.
 */
const url = testPostgresUrl;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe.skipIf(!(await requirePostgres(url)))('runJobOnce across two processes (PostgreSQL advisory lock)', () => {
  const pools: Database[] = [];
  const pool = async () => {
    const d = await createDatabase({ url, poolSize: 2 });
    pools.push(d);
    return d.db;
  };
  afterAll(async () => {
    for (const p of pools) await p.close();
  });
  const name = (s: string) => `test-${s}-${process.pid}-${Date.now()}`;

  it('skips the tick on the second instance while the first holds the lock, and runs it once released', async () => {
    const [a, b] = [await pool(), await pool()];
    const entered = gate();
    const release = gate();
    let runs = 0;
    const job: Job = {
      name: name('held'),
      intervalMs: 60_000,
      run: async () => {
        runs += 1;
        entered.open();
        await release.opened;
        return 'done';
      },
    };
    const first = runJobOnce(a, job);
    await entered.opened;
    expect(await runJobOnce(b, job)).toEqual({ ran: false });
    expect(await runJobOnce(b, job)).toEqual({ ran: false });
    release.open();
    expect(await first).toEqual({ ran: true, result: 'done' });
    expect(runs).toBe(1);
    // The lock is transaction-scoped: committed, the next tick may run anywhere.
    const second = runJobOnce(b, job);
    await entered.opened;
    expect(await second).toEqual({ ran: true, result: 'done' });
    expect(runs).toBe(2);
  });

  it('releases the lock when the job fails (the transaction rolls back)', async () => {
    const [a, b] = [await pool(), await pool()];
    const job: Job = { name: name('fails'), intervalMs: 60_000, run: async () => Promise.reject(new Error('boom')) };
    await expect(runJobOnce(a, job)).rejects.toThrow('boom');
    const ok: Job = { ...job, run: async () => 1 };
    expect(await runJobOnce(b, ok)).toEqual({ ran: true, result: 1 });
  });

  it('keys the lock by job name: a different job is not blocked', async () => {
    const [a, b] = [await pool(), await pool()];
    const release = gate();
    const entered = gate();
    const slow: Job = { name: name('slow'), intervalMs: 60_000, run: async () => (entered.open(), release.opened) };
    const other: Job = { name: name('other'), intervalMs: 60_000, run: async () => 'other' };
    const first = runJobOnce(a, slow);
    await entered.opened;
    expect(await runJobOnce(b, other)).toEqual({ ran: true, result: 'other' });
    release.open();
    await first;
  });

  it('two runners started together tick a job once per round between them', async () => {
    const [a, b] = [await pool(), await pool()];
    let concurrent = 0;
    let maxConcurrent = 0;
    let runs = 0;
    const job: Job = {
      name: name('runners'),
      intervalMs: 50,
      run: async () => {
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        runs += 1;
        await new Promise((r) => setTimeout(r, 30));
        concurrent -= 1;
        return runs;
      },
    };
    const ran: string[] = [];
    const stopA = startJobs(a, [job], { onRun: () => ran.push('a') });
    const stopB = startJobs(b, [job], { onRun: () => ran.push('b') });
    await new Promise((r) => setTimeout(r, 500));
    await Promise.all([stopA(), stopB()]);
    expect(maxConcurrent).toBe(1);
    expect(runs).toBe(ran.length);
    expect(runs).toBeGreaterThan(2);
  });
});
