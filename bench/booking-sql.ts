/**
 * `npm run bench:booking-sql` (issue 28, "Writes"; decision 052): the database's side of a guest booking on its own.
 * No HTTP and no Node work per booking beyond sending statements: POOL clients (the server's pool size) each run
 * transactions back to back for BENCH_DURATION_S, alternating two kinds, twice each:
 * - **bare**: bench:booking-writes' baseline transaction (bare-booking-sql.ts: the expert's lock, the appointments row);
 * - **booking**: the API server's own statements, prepared by name with the server's texts (`bookingLocksAndRules`,
 *   `selectionWithDay`, `insertWithHistory`): the locks with the venue's rules, the check read, and the insert with
 *   its history row, manage token, two opt-out tokens and the two messages of a request, rendered once by the
 *   server's templates (each booking gets its own ids and tokens).
 * A booking that does this work can never reach a better ratio to the bare transaction in bench:booking-writes than
 * the ratio here: the server adds HTTP, validation, the slot function, rendering and delivery on top. Prints a table
 * (transactions/s, PostgreSQL's CPU per transaction) and saves bench/results/booking-sql-<date>.json.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { isoWeekday, venueWallTimeToInstant, parseHHmm } from '../apps/api/src/lib/time';
import { bookingLocksAndRules, insertWithHistory } from '../apps/api/src/modules/appointments/appointments.repository';
import { selectionWithDay } from '../apps/api/src/modules/availability/availability.repository';
import { dayWindow } from '../apps/api/src/modules/availability/slot-inputs';
import { outboxRecords } from '../apps/api/src/modules/notifications/outbox-sql';
import { appointmentRequestedMessages } from '../apps/api/src/modules/notifications/templates/appointment-messages';
import { SAC_KESIMI } from '../apps/api/test/factories';
import { withBenchDatabase } from './api-server';
import { BARE_INSERT_SQL, BARE_LOCK_SQL, bareInsertParams, bareLockParams } from './bare-booking-sql';
import { loadText, postgresCpuByPid, postgresCpuSince, saveResults } from './calendar-support';
import { benchSlots, seedBookingExperts } from './guest-booking-body';

const POOL = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
/** Stands for the appointment's id in the messages rendered once; each booking puts its own id in its place. */
const ID_MARK = '987654321';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

await withBenchDatabase('booking-sql', async ({ dbUrl, database }) => {
  const experts = await seedBookingExperts(database.db);
  const locks = bookingLocksAndRules.statement();
  const check = selectionWithDay.statement();
  const insert = insertWithHistory.statement(database.db);
  await database.close();
  const slot = benchSlots(experts);
  const startsAt = new Date('2030-06-03T09:00:00Z');
  const rendered = outboxRecords(
    appointmentRequestedMessages(
      {
        id: Number(ID_MARK),
        status: 'pending',
        venueId: Number(ID_MARK),
        venuePrefix: 'yazma-salonu-1',
        venueName: 'Yazma Salonu 1',
        ownerEmail: 'sahip@example.com',
        ownerFirstName: 'Ayşe',
        userId: null,
        customerFirstName: 'Ölçüm',
        customerLastName: 'Müşterisi',
        customerEmail: 'olcum@example.com',
        customerPhone: '+905330000000',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        serviceName: 'Saç Kesimi',
        subServiceName: 'Kesim',
        expertName: 'Uzman',
        priceKurus: 50_000,
        cancellationReason: null,
      },
      {
        publicUrl: 'http://localhost:3000',
        optOutUrl: `http://localhost:3000/api/u/${randomBytes(16).toString('base64url')}`,
        smsOptOutUrl: `http://localhost:3000/api/u/${randomBytes(16).toString('base64url')}`,
        manageUrl: `http://localhost:3000/randevu/${randomBytes(24).toString('base64url')}`,
        calendarUrl: `http://localhost:3000/api/manage/${randomBytes(24).toString('base64url')}/calendar.ics`,
      },
      true,
    ),
  ).messages;

  let n = 0;
  const next = () => {
    const i = n++;
    const { owner, date, time } = slot(i);
    return { i, owner, date, time };
  };
  const args = (s: { params: string[] }, values: Record<string, unknown>) => s.params.map((p) => values[p] ?? null);

  const bare = async (client: pg.ClientBase) => {
    const { i, owner, date, time } = next();
    const b = {
      expert_id: owner.expertId,
      venue_id: owner.venueId,
      service_id: SAC_KESIMI,
      sub_service_id: owner.subServiceId,
      appointment_date: date,
      appointment_time: time,
      first_name: 'Ölçüm',
      last_name: 'Müşterisi',
      email: `olcum${i}@example.com`,
      phone: `+90533${String(i % 10_000_000).padStart(7, '0')}`,
    };
    await client.query('begin');
    await client.query(BARE_LOCK_SQL, bareLockParams(b));
    await client.query(BARE_INSERT_SQL, bareInsertParams(b));
    await client.query('commit');
  };

  const booking = async (client: pg.ClientBase) => {
    const { i, owner, date, time } = next();
    const ids = { venueId: owner.venueId, expertId: owner.expertId, subServiceId: owner.subServiceId };
    await client.query('begin');
    const [rules] = (await client.query({ name: 'booking_locks_rules', text: locks.text, values: args(locks, ids) })).rows;
    const window = dayWindow(date);
    await client.query({
      name: 'availability_selection_day',
      text: check.text,
      values: args(check, {
        ...ids,
        serviceId: SAC_KESIMI,
        date,
        weekday: isoWeekday(date),
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        exceptId: -1,
      }),
    });
    const id = String(rules.next_id);
    const starts = venueWallTimeToInstant(date, parseHHmm(time));
    const tokens = ['email', 'sms'].map((channel) => ({
      token_hash: sha256(randomBytes(16).toString('base64url')),
      venue_id: owner.venueId,
      channel,
      contact: channel === 'email' ? `olcum${i}@example.com` : `+90533${String(i % 10_000_000).padStart(7, '0')}`,
    }));
    await client.query({
      name: 'booking_insert',
      text: insert.text,
      values: args(insert, {
        id,
        ...ids,
        serviceId: SAC_KESIMI,
        customerFirstName: 'Ölçüm',
        customerLastName: 'Müşterisi',
        customerEmail: `olcum${i}@example.com`,
        customerPhone: `+90533${String(i % 10_000_000).padStart(7, '0')}`,
        status: 'pending',
        bookedBy: 'customer',
        startsAt: starts.toISOString(),
        expiresAt: new Date(starts.getTime() - 3_600_000).toISOString(),
        endsAt: new Date(starts.getTime() + 45 * 60_000).toISOString(),
        durationMinutes: 45,
        priceKurus: 50_000,
        serviceName: 'Saç Kesimi',
        subServiceName: 'Kesim',
        expertName: 'Uzman',
        changedBy: 'guest',
        manageTokenHash: sha256(randomBytes(24).toString('base64url')),
        tokens: JSON.stringify(tokens),
        messages: rendered.replaceAll(ID_MARK, id).replaceAll(`"venue_id":${id}`, `"venue_id":${owner.venueId}`),
      }),
    });
    await client.query('commit');
  };

  const pool = new pg.Pool({ connectionString: dbUrl, max: POOL });
  pool.on('error', () => {});
  const run = async (label: string, tx: (c: pg.ClientBase) => Promise<void>) => {
    const clients = await Promise.all(Array.from({ length: POOL }, () => pool.connect()));
    const pgBefore = postgresCpuByPid();
    const cpuBefore = process.cpuUsage();
    const end = Date.now() + DURATION_S * 1000;
    let done = 0;
    await Promise.all(
      clients.map(async (c) => {
        while (Date.now() < end) {
          await tx(c);
          done += 1;
        }
      }),
    );
    const cpu = process.cpuUsage(cpuBefore);
    const result = {
      label,
      txPerS: done / DURATION_S,
      pgCpuMs: postgresCpuSince(pgBefore) / done,
      clientCpuMs: (cpu.user + cpu.system) / 1000 / done,
    };
    for (const c of clients) c.release();
    return result;
  };
  const runs: Awaited<ReturnType<typeof run>>[] = [];
  for (let k = 0; k < 2; k++) runs.push(await run('bare', bare), await run('booking', booking));
  await pool.end();
  const best = (label: string) => runs.filter((r) => r.label === label).sort((a, b) => b.txPerS - a.txPerS)[0]!;
  const [b, s] = [best('bare'), best('booking')];
  console.log(`\n| ${POOL} clients × ${DURATION_S} s, no HTTP | transactions/s | PostgreSQL CPU ms / tx | client CPU ms / tx |`);
  console.log('|---|---:|---:|---:|');
  for (const r of [b, s])
    console.log(`| ${r.label} | ${Math.round(r.txPerS)} | ${r.pgCpuMs.toFixed(3)} | ${r.clientCpuMs.toFixed(3)} |`);
  const ratio = s.txPerS / b.txPerS;
  console.log(
    `\nbooking / bare: ${(ratio * 100).toFixed(1)} % by transactions, ${((b.pgCpuMs / s.pgCpuMs) * 100).toFixed(1)} % by ` +
      `PostgreSQL CPU per transaction; load ${loadText()}`,
  );
  saveResults('booking-sql', { pool: POOL, durationS: DURATION_S, runs, ratio });
  return false;
});
