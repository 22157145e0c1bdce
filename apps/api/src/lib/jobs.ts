import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/**
 * A background job: a function run every `intervalMs` by every API process.
 *
 * With several processes on one PostgreSQL, each tick of a job takes a transaction-scoped
 * advisory lock keyed by the job's name (`pg_try_advisory_xact_lock`): the process that gets it
 * runs the job inside that transaction, the others skip the tick. So a job runs once across
 * instances, never twice at the same time, and a crashed process releases its lock with its
 * connection. On PGlite (one process) the lock is always free.
 *
 * Jobs whose work is long or talks to the network (delivering messages) should not hold one
 * transaction open: they set `exclusive: false` and claim their own rows with
 * `FOR UPDATE SKIP LOCKED` instead.
 */
export interface Job {
  name: string;
  intervalMs: number;
  /** Default true: the tick runs inside a transaction holding the job's advisory lock. */
  exclusive?: boolean;
  /** Receives the transaction when exclusive, else the database. Returns a count (or a list) for the log. */
  run: (db: Db) => Promise<unknown>;
  /** Runs with `run`'s result once its tick committed (a cache invalidation must not precede the commit). */
  committed?: (result: unknown) => void;
  /**
   * The tick did a bounded part of the work and left more (a catch-up after downtime): the runner ticks again at once
   * instead of after `intervalMs`, each tick its own short transaction.
   */
  more?: (result: unknown) => boolean;
}

export interface JobRunnerOptions {
  onError?: (job: string, error: unknown) => void;
  /** Called after each tick that ran (not skipped) with what `run` returned. */
  onRun?: (job: string, result: unknown) => void;
}

/** Stable 32-bit key for a job name (PostgreSQL's hashtext is not promised stable across versions). */
export function jobLockKey(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of `randevu:job:${name}`) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** Runs one tick of a job. Resolves `{ ran: false }` when another process holds the job's lock. */
export async function runJobOnce(db: Db, job: Job): Promise<{ ran: boolean; result?: unknown }> {
  const tick = await runTick(db, job);
  if (tick.ran) job.committed?.(tick.result);
  return tick;
}

async function runTick(db: Db, job: Job): Promise<{ ran: boolean; result?: unknown }> {
  if (job.exclusive === false) return { ran: true, result: await job.run(db) };
  return db.transaction(async (db1) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      db1,
      sql`select pg_try_advisory_xact_lock(${jobLockKey(job.name)}) as locked`,
    );
    if (!lock?.locked) return { ran: false };
    return { ran: true, result: await job.run(db1) };
  });
}

/**
 * Starts every job on its own timer (first tick at once). A slow tick never overlaps the next
 * one of the same job. Returns a stop function that waits for running ticks.
 */
export function startJobs(db: Db, jobs: Job[], opts: JobRunnerOptions = {}): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<unknown>>();
  let stopped = false;
  for (const job of jobs) {
    const tick = () => {
      if (stopped || running.has(job.name)) return;
      let again = false;
      const p = runJobOnce(db, job)
        .then((r) => {
          if (r.ran) opts.onRun?.(job.name, r.result);
          again = r.ran && (job.more?.(r.result) ?? false);
        })
        .catch((error) => opts.onError?.(job.name, error))
        .finally(() => {
          running.delete(job.name);
          if (again) setImmediate(tick);
        });
      running.set(job.name, p);
    };
    tick();
    const timer = setInterval(tick, job.intervalMs);
    timer.unref();
    timers.push(timer);
  }
  return async () => {
    stopped = true;
    for (const t of timers) clearInterval(t);
    await Promise.all(running.values());
  };
}
