import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { outboxMessages } from '../../db/schema';
import { createDatabase } from '../../db/client';
import { testDbKind } from '../../../test/build-test-app';
import { enqueueMessages } from './notifications.service';
import { backoffMs, createOutboxWorker } from './outbox.worker';
import { PermanentDeliveryError, type Channel, type Channels, type OutgoingMessage } from './channels';
import { createDevChannel } from './channels/dev';
import { usePrivateDatabase } from '../../../test/private-database';

// Workers here claim every due outbox row: on PostgreSQL the file has a database of its own, so that no
// other file's worker takes its rows (and it none of theirs).
const own = usePrivateDatabase();

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;
const rowsTo = (to: string) => own.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));

/** A channel that records what it sent and fails while `failures` is positive. */
function fakeChannel(channel: 'email' | 'sms', behaviour: { failures?: number; permanent?: boolean; only?: string } = {}) {
  const sent: OutgoingMessage[] = [];
  let failures = behaviour.failures ?? 0;
  const c: Channel = {
    channel,
    name: 'fake',
    live: true,
    async send(m) {
      if (behaviour.only && m.to !== behaviour.only) return {};
      if (behaviour.permanent) throw new PermanentDeliveryError('numara geçersiz');
      if (failures > 0) {
        failures--;
        throw new Error('connection refused');
      }
      sent.push(m);
      return { note: 'ok' };
    },
  };
  return { c, sent };
}
const channelsOf = (email: Channel, sms: Channel = createDevChannel('sms')): Channels => ({ email, sms });

describe('the delivery worker', () => {
  it('delivers a due message once, marks it sent and leaves a future one alone', async () => {
    const to = `w-${unique()}@example.com`;
    await enqueueMessages(own.db, [
      { channel: 'email', to, subject: 'Konu', text: 'Şimdi', kind: 'test' },
      { channel: 'email', to, subject: 'Konu', text: 'Sonra', kind: 'test', sendAfter: new Date(Date.now() + 3_600_000) },
    ]);
    const { c, sent } = fakeChannel('email', { only: to });
    const worker = createOutboxWorker({ db: own.db, channels: channelsOf(c), maxAttempts: 3 });
    await worker.run();
    await worker.run();
    expect(sent.filter((m) => m.to === to).map((m) => m.text)).toEqual(['Şimdi']);
    const rows = await rowsTo(to);
    const now = rows.find((r) => r.text === 'Şimdi')!;
    expect(now).toMatchObject({ status: 'sent', attempts: 1, lastError: 'ok', claimId: null });
    expect(now.sentAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.text === 'Sonra')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('retries with exponential backoff and gives up after the last attempt with the error', async () => {
    const to = `retry-${unique()}@example.com`;
    await enqueueMessages(own.db, [{ channel: 'email', to, subject: 'K', text: 'T', kind: 'test' }]);
    const { c } = fakeChannel('email', { failures: 99 });
    // A millisecond on: Date has millisecond precision and PostgreSQL's now() microseconds, so a clock read in
    // the same millisecond as the insert would be earlier than the row's send_after, and the row not yet due.
    let clock = new Date(Date.now() + 1);
    const worker = createOutboxWorker({
      db: own.db,
      channels: channelsOf(c),
      maxAttempts: 3,
      backoffBaseMs: 60_000,
      random: () => 0.5, // no jitter
      now: () => clock,
    });
    const started = clock.getTime();
    await worker.run();
    let [row] = await rowsTo(to);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(row!.sendAfter.getTime() - started).toBe(60_000);

    // Not due before its time.
    clock = new Date(started + 59_000);
    await worker.run();
    expect((await rowsTo(to))[0]!.attempts).toBe(1);

    clock = new Date(started + 61_000);
    await worker.run();
    [row] = await rowsTo(to);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.sendAfter.getTime() - clock.getTime()).toBe(120_000);

    clock = new Date(clock.getTime() + 121_000);
    await worker.run();
    [row] = await rowsTo(to);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'connection refused' });
    expect(row!.sentAt).toBeNull();

    clock = new Date(clock.getTime() + 86_400_000);
    await worker.run();
    expect((await rowsTo(to))[0]).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('fails at once on an error no retry can fix', async () => {
    const to = `+9053${Math.floor(Math.random() * 1e8)}`;
    await enqueueMessages(own.db, [{ channel: 'sms', to, text: 'x', kind: 'test' }]);
    const { c } = fakeChannel('sms', { permanent: true });
    await createOutboxWorker({ db: own.db, channels: { email: createDevChannel('email'), sms: c }, maxAttempts: 5 }).run();
    expect((await rowsTo(to))[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: 'numara geçersiz' });
  });

  it('doubles the wait per attempt up to a cap, with ±20 % jitter', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 30_000, 100_000, () => 0.5))).toEqual([30_000, 60_000, 100_000, 100_000]);
    expect(backoffMs(1, 30_000, 100_000, () => 0)).toBe(24_000);
    expect(backoffMs(1, 30_000, 100_000, () => 1)).toBe(36_000);
  });

  it('takes over a row left sending by a crashed process once its lease has run out, and not before', async () => {
    const to = `lease-${unique()}@example.com`;
    const [id] = await enqueueMessages(own.db, [{ channel: 'email', to, subject: 'K', text: 'T', kind: 'test' }]);
    // A process claims it and dies before settling.
    await own.db
      .update(outboxMessages)
      .set({
        status: 'sending',
        attempts: 1,
        claimId: '00000000-0000-4000-8000-000000000000',
        sendAfter: new Date(Date.now() + 60_000),
      })
      .where(eq(outboxMessages.id, id!));
    const { c, sent } = fakeChannel('email', { only: to });
    await createOutboxWorker({ db: own.db, channels: channelsOf(c), maxAttempts: 3 }).run();
    expect(sent.filter((m) => m.to === to)).toHaveLength(0);
    await own.db
      .update(outboxMessages)
      .set({ sendAfter: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.id, id!));
    await createOutboxWorker({ db: own.db, channels: channelsOf(c), maxAttempts: 3 }).run();
    expect(sent.filter((m) => m.to === to)).toHaveLength(1);
    expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('records a message through the development channel with a note', async () => {
    const to = `dev-${unique()}@example.com`;
    await enqueueMessages(own.db, [{ channel: 'email', to, subject: 'K', text: 'T', kind: 'test' }]);
    await createOutboxWorker({ db: own.db, channels: channelsOf(createDevChannel('email')), maxAttempts: 3 }).run();
    expect((await rowsTo(to))[0]).toMatchObject({ status: 'sent', lastError: messages.notifications.devRecorded });
  });

  it('one worker joins its own running pass instead of starting a second one', async () => {
    const to = `join-${unique()}@example.com`;
    await enqueueMessages(
      own.db,
      Array.from({ length: 5 }, (_, i) => ({ channel: 'email' as const, to, text: `m${i}`, kind: 'test' })),
    );
    // The first send waits until the test lets it go; meanwhile two more calls come in. A pass claims its
    // rows with the injected clock, so every claim is counted, and every send in flight too.
    let claims = 0;
    let sending = 0;
    let mostAtOnce = 0;
    let entered!: () => void;
    const firstSendEntered = new Promise<void>((r) => (entered = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const sent: string[] = [];
    const gated: Channel = {
      channel: 'email',
      name: 'gated',
      live: true,
      async send(m) {
        if (m.to !== to) return {};
        sending++;
        mostAtOnce = Math.max(mostAtOnce, sending);
        if (sent.length === 0) {
          entered();
          await released;
        }
        sent.push(m.text);
        sending--;
        return {};
      },
    };
    const worker = createOutboxWorker({
      db: own.db,
      channels: channelsOf(gated),
      maxAttempts: 3,
      batchSize: 2,
      // A second on: Date has millisecond precision and PostgreSQL's now() microseconds, so a clock read in the
      // same millisecond as the insert would be earlier than the rows' send_after and find nothing due.
      now: () => {
        claims++;
        return new Date(Date.now() + 1000);
      },
    });
    const first = worker.run();
    // If the pass ended without sending, say so instead of waiting for the test's timeout.
    await Promise.race([firstSendEntered, first.then((n) => expect.fail(`the pass ended after ${n} sends`))]);
    expect(claims).toBe(1);
    const joined = [worker.run(), worker.run()];
    // A second pass would have claimed the next rows by now: its claim starts synchronously, and a query
    // made after it has answered (PGlite runs them in turn; on PostgreSQL the private pool has room).
    await rowsTo(to);
    expect(claims, 'claims while the first pass is sending').toBe(1);
    release();
    const totals = await Promise.all([first, ...joined]);
    expect(mostAtOnce, 'sends in flight at once').toBe(1);
    expect([...sent].sort()).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    // The joining calls answer with the one pass's total (at least these five).
    expect(totals[0]).toBeGreaterThanOrEqual(5);
    expect(totals).toEqual([totals[0], totals[0], totals[0]]);
  });
});

describe('several workers', () => {
  it(`never deliver one message twice (${testDbKind === 'postgres' ? 'two pools on PostgreSQL' : 'PGlite, one process'})`, async () => {
    const second = testDbKind === 'postgres' ? await createDatabase({ url: own.database.url!, poolSize: 5 }) : own.database;
    try {
      const tag = unique();
      const recipients = Array.from({ length: 120 }, (_, i) => `par-${tag}-${i}@example.com`);
      await enqueueMessages(
        own.db,
        recipients.map((to) => ({ channel: 'email' as const, to, subject: 'K', text: 'T', kind: 'test' })),
      );
      const deliveries = new Map<string, number>();
      const slow: Channel = {
        channel: 'email',
        name: 'slow',
        live: true,
        async send(m) {
          if (!m.to.startsWith(`par-${tag}-`)) return {};
          await new Promise((r) => setTimeout(r, Math.random() * 5));
          deliveries.set(m.to, (deliveries.get(m.to) ?? 0) + 1);
          return {};
        },
      };
      const workers = [own.database.db, second.db, own.database.db, second.db].map((d) =>
        createOutboxWorker({ db: d, channels: channelsOf(slow), maxAttempts: 3, batchSize: 7 }),
      );
      await Promise.all(workers.map((w) => w.run()));
      expect(deliveries.size).toBe(120);
      expect([...deliveries.values()].every((n) => n === 1)).toBe(true);
      const rows = await own.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, recipients));
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      if (second !== own.database) await second.close();
    }
  });
});
