/**
 * `npm run bench:booking-sql` ("Writes"; decision 052): the database's side of a guest booking on its own.
 * No HTTP and no Node work per booking beyond sending statements: POOL clients (the server's pool size) each run
 * transactions back to back for BENCH_DURATION_S, alternating three kinds, twice each:
 * - **bare**: bench:booking-writes' baseline transaction (bare-booking-sql.ts: the expert's lock, the appointments row);
 * - **booking**: the API server's own statements, prepared by name with the server's texts
 *   (`lockSlotReadRulesDrawIdStatement`, `selectionWithDay`, `insertBookingWithHistoryAndEventStatement`): the locks
 *   with the venue's rules and the new id, the check read, and the insert with its history row, manage token and the
 *   one event from which the delivery job renders the messages (decision 060; each booking gets its own id and token);
 * - **booking, check in the insert**: the same work with the check read as a CTE of the insert (decision 052, option
 *   1: one statement less).
 * A booking that does this work can never reach a better ratio to the bare transaction in bench:booking-writes than
 * the ratio here: the server adds HTTP, validation, the slot function, rendering and delivery on top. Prints a table
 * (transactions/s, PostgreSQL's CPU per transaction) and saves bench/results/booking-sql-<date>.json.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { isoWeekday, venueWallTimeToInstant, parseHHmm } from '../apps/api/src/lib/time';
import {
  insertBookingWithHistoryAndEventStatement,
  lockSlotReadRulesDrawIdStatement,
} from '../apps/api/src/modules/appointments/appointments.repository';
import { selectionWithDay } from '../apps/api/src/modules/availability/availability.repository';
import { dayWindow } from '../apps/api/src/modules/availability/slot-inputs';
import { SAC_KESIMI } from '../apps/api/test/factories';
import { withBenchDatabase } from './api-server';
import { BARE_INSERT_SQL, BARE_LOCK_SQL, bareInsertParams, bareLockParams, type BareBooking } from './bare-booking-sql';
import { loadText, postgresCpuByPid, postgresCpuSince, saveResults } from './calendar-support';
import { benchSlots, guestBookingBody, seedBookingExperts } from './guest-booking-body';

const POOL = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

await withBenchDatabase('booking-sql', async ({ dbUrl, database }) => {
  const experts = await seedBookingExperts(database.db);
  const locks = lockSlotReadRulesDrawIdStatement.statement();
  const check = selectionWithDay.statement();
  const insert = insertBookingWithHistoryAndEventStatement.statement(database.db);
  await database.close();
  const slot = benchSlots(experts);

  let n = 0;
  const next = () => {
    const i = n++;
    const { owner, date, time } = slot(i);
    return { i, owner, date, time };
  };
  const args = (s: { params: string[] }, values: Record<string, unknown>) => s.params.map((p) => values[p] ?? null);

  /** The i-th booking's body, as bench:booking-writes posts it (its own e-mail and phone). */
  const bodyOf = (i: number, owner: (typeof experts)[number], date: string, time: string) =>
    JSON.parse(guestBookingBody(owner, date, time, i)) as BareBooking;

  const bare = async (client: pg.ClientBase) => {
    const { i, owner, date, time } = next();
    const b = bodyOf(i, owner, date, time);
    await client.query('begin');
    await client.query(BARE_LOCK_SQL, bareLockParams(b));
    await client.query(BARE_INSERT_SQL, bareInsertParams(b));
    await client.query('commit');
  };

  /** A booking's check read and insert parameters, by name, as the server fills them; `id` drawn by the locks. */
  const bookingValues = (i: number, owner: (typeof experts)[number], date: string, time: string, id: string) => {
    const window = dayWindow(date);
    const starts = venueWallTimeToInstant(date, parseHHmm(time));
    const { first_name, last_name, email, phone } = bodyOf(i, owner, date, time);
    const manageToken = randomBytes(16).toString('base64url');
    const ids = { venueId: owner.venueId, expertId: owner.expertId, subServiceId: owner.subServiceId, serviceId: SAC_KESIMI };
    return {
      check: args(check, {
        ...ids,
        date,
        weekday: isoWeekday(date),
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        exceptId: -1,
      }),
      insert: args(insert, {
        ...ids,
        id,
        customerFirstName: first_name,
        customerLastName: last_name,
        customerEmail: email,
        customerPhone: phone,
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
        manageTokenHash: sha256(manageToken),
        eventKind: 'received',
        eventPayload: JSON.stringify({ manageToken }),
      }),
    };
  };
  const lockStatement = async (client: pg.ClientBase, owner: (typeof experts)[number]) => {
    const values = args(locks, { venueId: owner.venueId, expertId: owner.expertId, subServiceId: owner.subServiceId });
    const [rules] = (await client.query({ name: 'booking_lock_rules_id', text: locks.text, values })).rows;
    return String(rules.next_id);
  };

  /** As the server books: BEGIN, the locks, the check read, the insert, COMMIT. */
  const booking = async (client: pg.ClientBase) => {
    const { i, owner, date, time } = next();
    await client.query('begin');
    const v = bookingValues(i, owner, date, time, await lockStatement(client, owner));
    await client.query({ name: 'availability_selection_day', text: check.text, values: v.check });
    await client.query({ name: 'booking_insert_event', text: insert.text, values: v.insert });
    await client.query('commit');
  };

  /**
   * Decision 052's first option: the check read as a CTE of the insert statement (it sees the day as before the
   * insert; the server would judge it after the statement and roll back a refusal). One statement less.
   */
  const merged = {
    text: `with day as (${check.text.replace(/\$(\d+)/g, (_, d: string) => `$${Number(d) + insert.params.length}`)}), ${insert.text
      .replace(/^with /, '')
      .replace(
        /\) select [^()]* from "appointment_row"$/,
        ') select (select row_to_json(day) from day) as day, "appointment_row".id from "appointment_row"',
      )}`,
  };
  if (!merged.text.endsWith('"appointment_row".id from "appointment_row"')) throw new Error('the insert statement changed shape');
  const bookingMerged = async (client: pg.ClientBase) => {
    const { i, owner, date, time } = next();
    await client.query('begin');
    const v = bookingValues(i, owner, date, time, await lockStatement(client, owner));
    await client.query({ name: 'booking_insert_with_check', text: merged.text, values: [...v.insert, ...v.check] });
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
  for (let k = 0; k < 2; k++)
    runs.push(await run('bare', bare), await run('booking', booking), await run('booking, check in the insert', bookingMerged));
  await pool.end();
  const best = (label: string) => runs.filter((r) => r.label === label).sort((a, b) => b.txPerS - a.txPerS)[0]!;
  const [b, s, m] = [best('bare'), best('booking'), best('booking, check in the insert')];
  console.log(`\n| ${POOL} clients × ${DURATION_S} s, no HTTP | transactions/s | PostgreSQL CPU ms / tx | client CPU ms / tx |`);
  console.log('|---|---:|---:|---:|');
  for (const r of [b, s, m])
    console.log(`| ${r.label} | ${Math.round(r.txPerS)} | ${r.pgCpuMs.toFixed(3)} | ${r.clientCpuMs.toFixed(3)} |`);
  const ratio = s.txPerS / b.txPerS;
  const mergedRatio = m.txPerS / b.txPerS;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(
    `\nbooking / bare: ${pct(ratio)} by transactions, ${pct(b.pgCpuMs / s.pgCpuMs)} by PostgreSQL CPU per transaction; ` +
      `with the check in the insert: ${pct(mergedRatio)}, ${pct(b.pgCpuMs / m.pgCpuMs)}; load ${loadText()}`,
  );
  saveResults('booking-sql', { pool: POOL, durationS: DURATION_S, runs, ratio, mergedRatio });
  return false;
});
