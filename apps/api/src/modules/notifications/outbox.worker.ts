import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { PermanentDeliveryError, type Channels } from './channels';
import { createOutboxRepository, type ClaimedRow } from './outbox.repository';
import { smsSegments } from './channels/sms-text';
import { toVenueWallTime, venueDayBounds } from '../../lib/time';

export interface OutboxWorkerOptions {
  db: Db;
  channels: Channels;
  /** Attempts before a row is marked failed. */
  maxAttempts: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /**
   * How long a claim holds a row. Channel timeouts (SMTP 30 s, SMS 30 s) stay well inside it, so
   * a row is only taken over when its process died.
   */
  leaseMs?: number;
  /** Backoff before attempt n+1 after a failure of attempt n: base · 2^(n-1), capped, ±20 % jitter. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  random?: () => number;
  /**
   * Messages to customers each venue may send per Istanbul day; beyond it a message waits for the
   * venue's next midnight. Default: no cap.
   */
  venueDailyCap?: number;
  /** The clock deciding what is due (tests); default the database's now(). */
  now?: () => Date;
  /**
   * Renders the recorded appointment events into messages before each round (decision 060; the notifier's
   * `renderEvents`): the same job and pass, so a kick after a change's commit renders and delivers its messages.
   */
  renderEvents?: () => Promise<unknown>;
  log?: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void; error: (o: object, m: string) => void };
}

export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(raw * (0.8 + 0.4 * random()));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Delivers due outbox rows. Each round claims a batch (one short statement), sends each message
 * outside any transaction, and settles each row with the claim id it got, so a row whose lease
 * was taken over is never settled twice. Rounds of one worker never overlap; rows claimed by this
 * process are also remembered while in flight, so one process never sends a row twice.
 */
export function createOutboxWorker(opts: OutboxWorkerOptions) {
  const repo = createOutboxRepository(opts.db);
  const batchSize = opts.batchSize ?? 20;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const base = opts.backoffBaseMs ?? 30_000;
  const max = opts.backoffMaxMs ?? 6 * 60 * 60_000;
  const inFlight = new Set<number>();
  let running: Promise<number> | null = null;
  let again = false;

  /**
   * The rows of a round the venues' daily caps let go now, in their order (one statement for the round's
   * places, not one a message). Rows beyond their venue's cap are deferred to the venue's next day (and the owner
   * told), in one statement.
   */
  async function withinDailyCaps(rows: ClaimedRow[]): Promise<ClaimedRow[]> {
    const cap = opts.venueDailyCap;
    if (cap === undefined) return rows;
    const want = new Map<number, number>();
    for (const row of rows) if (row.venueId !== null) want.set(row.venueId, (want.get(row.venueId) ?? 0) + 1);
    if (want.size === 0) return rows;
    const day = toVenueWallTime(opts.now?.() ?? new Date()).date;
    const places = await repo.takeDailySlots(day, cap, want);
    const go: ClaimedRow[] = [];
    const held: ClaimedRow[] = [];
    for (const row of rows) {
      const left = row.venueId === null ? Infinity : (places.get(row.venueId) ?? 0);
      if (left > 0) {
        if (row.venueId !== null) places.set(row.venueId, left - 1);
        go.push(row);
      } else held.push(row);
    }
    if (held.length > 0) {
      const until = venueDayBounds(day).end;
      const deferred = new Set(await repo.defer(held, day, until));
      for (const row of held.filter((r) => deferred.has(r.id)))
        opts.log?.warn(
          { outboxId: row.id, kind: row.kind, venueId: row.venueId, until },
          'venue daily message cap reached, deferred',
        );
    }
    return go;
  }

  /**
   * Sends one claimed row; a delivered one goes into `sent`, which its round settles in one statement. A
   * crash between the send and that statement sends it again once the lease runs out, as a crash right after the send
   * always could: delivery is at least once, the window one round (at most `batchSize` messages) instead of one.
   */
  async function deliver(row: ClaimedRow, sent: { id: number; claimId: string; note?: string }[]): Promise<void> {
    inFlight.add(row.id);
    try {
      const channel = opts.channels[row.channel];
      if (row.channel === 'sms') opts.log?.info({ outboxId: row.id, kind: row.kind, ...smsSegments(row.text) }, 'sms segments');
      try {
        const result = await channel.send(row);
        sent.push({ id: row.id, claimId: row.claimId, note: result.note });
      } catch (error) {
        const message = errorText(error);
        const permanent = error instanceof PermanentDeliveryError;
        if (permanent || row.attempts >= opts.maxAttempts) {
          await repo.settle(row.id, row.claimId, { status: 'failed', error: message });
          opts.log?.error(
            { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: message },
            'message failed, giving up',
          );
        } else {
          const retryAt = new Date((opts.now?.() ?? new Date()).getTime() + backoffMs(row.attempts, base, max, opts.random));
          await repo.settle(row.id, row.claimId, { status: 'pending', error: message, retryAt });
          opts.log?.warn(
            { outboxId: row.id, kind: row.kind, attempts: row.attempts, retryAt, err: message },
            'message delivery failed, will retry',
          );
        }
      }
    } finally {
      inFlight.delete(row.id);
    }
  }

  async function round(): Promise<number> {
    let sent = 0;
    // A failure here leaves the events for the next pass; the messages already due still go out.
    await opts.renderEvents?.().catch((err: unknown) => opts.log?.error({ err }, 'appointment events not rendered'));
    for (;;) {
      const rows = await repo.claimDue(batchSize, leaseMs, opts.now?.());
      const delivered: { id: number; claimId: string; note?: string }[] = [];
      try {
        const live: ClaimedRow[] = [];
        for (const row of rows) {
          if (inFlight.has(row.id)) continue; // still being sent by this process (its lease was taken over)
          // A row whose last attempt died with its process (lease ran out) is not tried again.
          if (row.attempts > opts.maxAttempts) {
            await repo.settle(row.id, row.claimId, { status: 'failed', error: 'lease expired on the last attempt' });
            continue;
          }
          live.push(row);
        }
        for (const row of await withinDailyCaps(live)) await deliver(row, delivered);
      } finally {
        sent += (await repo.settleSent(delivered)).length;
      }
      if (rows.length < batchSize) return sent;
    }
  }

  /** Runs one delivery pass (joining a pass in progress, and running once more if kicked meanwhile). */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await round();
        } while (again);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  return { run, inFlight: () => inFlight.size };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/** The background job (`exclusive: false`: the worker claims its own rows). */
export function outboxJob(worker: OutboxWorker, intervalMs: number): Job {
  return {
    name: 'outbox-delivery',
    intervalMs,
    exclusive: false,
    run: () => worker.run(),
  };
}
