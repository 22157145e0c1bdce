/**
 * `npm run bench:outbox-delivery` ("Writes": where a booking's messages go after it). On PostgreSQL, a
 * backlog of BENCH_MESSAGES messages (default 20,000: to customers of 100 venues and to their owners, half e-mail half
 * SMS, as bookings leave them, beside BENCH_HISTORY messages sent before, default 200,000) is delivered by the outbox worker (apps/api/src/modules/notifications/outbox.worker.ts,
 * the development channels, so only the database work is measured: the claim, the daily caps, the settles), then the
 * same backlog again by a bare baseline in the same run: one statement a round of 20 that marks the next due rows sent
 * (`for update skip locked`), the least any delivery can do. Twice each, alternating, the better kept. The venues' cap
 * is BENCH_CAP (default 1,000,000: out of the way; set it below the messages a venue has to measure deferrals). Prints
 * messages per second, their ratio and PostgreSQL's CPU per message, and saves bench/results/outbox-delivery-<date>.json.
 */
import { sql } from 'drizzle-orm';
import { createOwner, createVenue } from '../apps/api/test/factories';
import { createOutboxWorker } from '../apps/api/src/modules/notifications/outbox.worker';
import { createDevChannel } from '../apps/api/src/modules/notifications/channels/dev';
import { enqueueMessages } from '../apps/api/src/modules/notifications/notifications.service';
import { queryRows } from '../apps/api/src/db/client';
import { withBenchDatabase } from './api-server';
import { loadText, postgresCpuByPid, postgresCpuSince, saveResults } from './calendar-support';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20_000);
const CAP = Number(process.env.BENCH_CAP ?? 1_000_000);
const VENUES = 100;
const HISTORY = Number(process.env.BENCH_HISTORY ?? 200_000);

interface Result {
  messagesPerSecond: number;
  seconds: number;
  sent: number;
  pgCpuMsPerMessage: number;
}

await withBenchDatabase('outbox-delivery', async ({ database }) => {
  const { db } = database;
  const venueIds: number[] = [];
  for (let v = 0; v < VENUES; v++) {
    const owner = await createOwner(db);
    venueIds.push((await createVenue(db, { ownerId: owner.id, name: `Teslimat Salonu ${v + 1}` })).id);
  }
  // Every run delivers the same backlog: the rows are written once and put back to pending before each run.
  for (let i = 0; i < MESSAGES; i += 1000) {
    await enqueueMessages(
      db,
      Array.from({ length: Math.min(1000, MESSAGES - i) }, (_, k) => {
        const n = i + k;
        const toCustomer = n % 2 === 0;
        const sms = Math.floor(n / 2) % 2 === 0;
        return {
          channel: sms ? ('sms' as const) : ('email' as const),
          to: sms ? `+90555${String(n).padStart(7, '0')}` : `musteri${n}@example.com`,
          subject: sms ? null : 'Randevu talebiniz alındı',
          text: `Merhaba, ${n}. randevu talebiniz alındı. Salon onayladığında size haber vereceğiz.`,
          html: sms ? null : `<p>Merhaba, ${n}. randevu talebiniz alındı.</p>`.repeat(20),
          kind: toCustomer ? 'booking_received_customer' : 'booking_received_owner',
          venueId: toCustomer ? venueIds[(n / 2) % VENUES]! : null,
        };
      }),
    );
  }
  // The history a running outbox holds: HISTORY messages sent before (a backlog is a small part of the table).
  await db.execute(sql`insert into outbox_messages (channel, recipient, text, kind, status, sent_at, send_after)
                       select 'sms', '+90555' || lpad(g::text, 7, '0'), 'Eski mesaj ' || g, 'history', 'sent',
                              now() - interval '2 days', now() - interval '2 days'
                         from generate_series(1, ${HISTORY}::int) g`);
  const reset = async () => {
    // Due in the order they were written, a millisecond apart, as bookings leave them.
    await db.execute(sql`update outbox_messages set status = 'pending', claim_id = null, sent_at = null, attempts = 0,
                           last_error = null, send_after = now() - interval '1 hour' + id * interval '1 millisecond'
                          where kind <> 'history'`);
    await db.execute(sql`delete from venue_message_counts`);
    await db.execute(sql`vacuum analyze outbox_messages`);
  };
  const run = async (deliver: () => Promise<number>): Promise<Result> => {
    await reset();
    const pgBefore = postgresCpuByPid();
    const start = performance.now();
    const sent = await deliver();
    const seconds = (performance.now() - start) / 1000;
    return {
      messagesPerSecond: sent / seconds,
      seconds,
      sent,
      pgCpuMsPerMessage: postgresCpuSince(pgBefore) / sent,
    };
  };
  const worker = () =>
    createOutboxWorker({
      db,
      channels: { email: createDevChannel('email'), sms: createDevChannel('sms') },
      maxAttempts: 6,
      venueDailyCap: CAP,
    }).run();
  const bare = async () => {
    let sent = 0;
    for (;;) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update outbox_messages set status = 'sent', sent_at = now() where id in (
              select id from outbox_messages where status in ('pending', 'sending') and send_after <= now()
               order by send_after, id limit 20 for update skip locked) returning id`,
      );
      sent += rows.length;
      if (rows.length < 20) return sent;
    }
  };
  const runs = { worker: [] as Result[], bare: [] as Result[] };
  for (let i = 0; i < 2; i++) {
    runs.worker.push(await run(worker));
    runs.bare.push(await run(bare));
  }
  const best = (rs: Result[]) => rs.reduce((a, b) => (b.messagesPerSecond > a.messagesPerSecond ? b : a));
  const w = best(runs.worker);
  const b = best(runs.bare);
  const ratio = w.messagesPerSecond / b.messagesPerSecond;
  const row = (label: string, r: Result) =>
    `| ${label} | ${r.sent} | ${r.seconds.toFixed(2)} s | ${Math.round(r.messagesPerSecond)} | ${r.pgCpuMsPerMessage.toFixed(3)} |`;
  console.log(
    `\n| outbox backlog of ${MESSAGES} messages, ${VENUES} venues, cap ${CAP} | sent | time | messages/s | PostgreSQL CPU ms / message |`,
  );
  console.log('|---|---:|---:|---:|---:|');
  console.log(row('outbox worker', w));
  console.log(row('bare (mark 20 sent a statement)', b));
  console.log(`\nratio worker / bare: ${(100 * ratio).toFixed(1)} %; load ${loadText()}`);
  saveResults('outbox-delivery', { messages: MESSAGES, venues: VENUES, cap: CAP, runs, ratio });
  return false;
});
