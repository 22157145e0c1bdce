import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { createDatabase, queryRows, type Database } from '../db/client';
import { seedReference } from '../db/seed/reference';
import { hashPassword } from '../lib/password';
import { addDays, isoWeekday, toVenueWallTime } from '../lib/time';
import { turkishHolidayOn } from '../modules/availability/turkish-holidays';
import { createAppointment, createExpert, createOwner, createSubService, createVenue, SAC_KESIMI } from '../../test/factories';
import { logLines, startProductionServer, type ProductionServer } from '../../test/production-server';
import { testRedisUrl } from '../../test/redis';
import { requirePostgres, requireRedis, testPostgresUrl } from '../../test/require-service';

/**
 * Scale-out: two production server processes (the workspace's `start` script) on one fresh
 * PostgreSQL database and one Redis behave as one: a slot booked through one is gone from the
 * other's available-times within 1 s, failed logins spread over both hit the lockout at the
 * same total as on one, and the background completion job completes each ended appointment once.
 * Runs with the slow suites (after the build, like production) on PostgreSQL (TEST_DATABASE_URL, else the local
 * server) and Redis (TEST_REDIS_URL, default db 2 of the local server); skipped when either does not answer
 * (CI=true: fails instead).
 */
const adminUrl = testPostgresUrl;

const enabled = (await requirePostgres(adminUrl)) && (await requireRedis());
const FAILURES = 4;
const ENDED = 12;
const PASSWORD = 'Dogru-Parola-2026';

describe.skipIf(!enabled)('two production instances on one PostgreSQL + Redis', () => {
  const dbName = `randevu_scale_${Date.now()}_${process.pid}`;
  const prefix = `randevu-test-scale-${process.pid}-${Date.now()}`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-scale-'));
  let database: Database;
  let a: ProductionServer;
  let b: ProductionServer;
  const fx = {
    venueId: 0,
    expertId: 0,
    subId: 0,
    email: `kilit.${process.pid}@example.com`,
    ownerEmail: `sahip.${process.pid}@example.com`,
    ended: [] as number[],
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    database = await createDatabase({ url: url.toString(), poolSize: 2 });
    await database.migrate();
    await seedReference(database.db);

    const owner = await createOwner(database.db, { email: fx.ownerEmail, passwordHash: await hashPassword(PASSWORD, 10) });
    const venue = await createVenue(database.db, { ownerId: owner.id, slotIntervalMinutes: 30 });
    const sub = await createSubService(database.db, { venueId: venue.id, durationMinutes: 30 });
    const expert = await createExpert(database.db, { venueId: venue.id, subServiceIds: [sub.id] });
    Object.assign(fx, { venueId: venue.id, expertId: expert.id, subId: sub.id });
    await createOwner(database.db, { email: fx.email, role: 'user', passwordHash: await hashPassword(PASSWORD, 10) });
    // Confirmed appointments that have ended: the completion job's first tick (at start-up) completes them.
    for (let i = 0; i < ENDED; i++) {
      const startsAt = new Date(Date.now() - (i + 2) * 3_600_000);
      const row = await createAppointment(database.db, { venueId: venue.id, expertId: expert.id, startsAt, status: 'confirmed' });
      fx.ended.push(row.id);
    }

    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'info',
      PASSWORD_HASH_LOG_N: '10',
      LOGIN_MAX_FAILURES_PER_EMAIL: String(FAILURES),
      UPLOAD_DIR: path.join(root, 'uploads'),
      WEB_DIST_DIR: path.join(root, 'no-web'),
      DATA_DIR: path.join(root, 'data'),
    };
    // Started together: both run their first job tick at the same moment.
    [a, b] = await Promise.all([startProductionServer(env), startProductionServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    const redis = new Redis(testRedisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);

  /** A working day at least `ahead` days on that is no public holiday or eve (closed by default, decision 031). */
  function nextWorkday(ahead = 2): string {
    let d = addDays(toVenueWallTime(new Date()).date, ahead);
    while (isoWeekday(d) === 7 || turkishHolidayOn(d)) d = addDays(d, 1);
    return d;
  }
  const times = async (server: ProductionServer, date: string): Promise<string[]> => {
    const res = await fetch(
      `${server.base}/api/experts/${fx.expertId}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${fx.subId}`,
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: string[] }).data;
  };
  const book = (server: ProductionServer, date: string, time: string, n: number) =>
    fetch(`${server.base}/api/appointments/public`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Ölçek',
        last_name: 'Testi',
        email: `olcek${n}@example.com`,
        phone: `+90532100${String(n).padStart(4, '0')}`,
        expert_id: fx.expertId,
        venue_id: fx.venueId,
        service_id: SAC_KESIMI,
        sub_service_id: fx.subId,
        appointment_date: date,
        appointment_time: time,
      }),
    });

  /** Polls `server` until `time` is no longer offered; returns the milliseconds that took. */
  async function goneWithin(server: ProductionServer, date: string, time: string, limitMs: number): Promise<number> {
    const t0 = performance.now();
    while (performance.now() - t0 < limitMs) {
      if (!(await times(server, date)).includes(time)) return performance.now() - t0;
      await new Promise((r) => setTimeout(r, 20));
    }
    return Infinity;
  }

  it('a slot booked through one instance is gone from the other within 1 s (and at once from the first)', async () => {
    const date = nextWorkday();
    const before = await times(b, date);
    const before2 = await times(a, date);
    expect(before).toEqual(before2);
    expect(before.length).toBeGreaterThan(4);
    const slot = before[2]!;
    const res = await book(a, date, slot, 1);
    expect(res.status).toBe(201);
    expect(await times(a, date)).not.toContain(slot);
    const aToB = await goneWithin(b, date, slot, 1000);
    expect(aToB).toBeLessThan(1000);
    // The other way round.
    const other = before[4]!;
    expect((await book(b, date, other, 2)).status).toBe(201);
    expect(await times(b, date)).not.toContain(other);
    const bToA = await goneWithin(a, date, other, 1000);
    expect(bToA).toBeLessThan(1000);
    console.log(`booked slot gone from the other instance after ${Math.round(aToB)} ms (A→B) and ${Math.round(bToA)} ms (B→A)`);
  });

  it('under concurrent bookings of one slot through both instances: one wins, and neither offers it afterwards', async () => {
    // The first working day after the first test's (the day after it may be a Sunday: on a Thursday it is).
    let date = addDays(nextWorkday(), 1);
    while (isoWeekday(date) === 7 || turkishHolidayOn(date)) date = addDays(date, 1);
    const slot = (await times(a, date))[1]!;
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => book(i % 2 ? b : a, date, slot, 10 + i)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(await goneWithin(a, date, slot, 1000)).toBeLessThan(1000);
    expect(await goneWithin(b, date, slot, 1000)).toBeLessThan(1000);
  });

  it('a closure the owner adds through one instance empties the other’s cached times of that day within 1 s', async () => {
    const date = nextWorkday(5);
    expect((await times(b, date)).length).toBeGreaterThan(0);
    await times(b, date); // now cached on B
    const login = await fetch(`${a.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: fx.ownerEmail, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const closed = await fetch(`${a.base}/api/owner/venues/${fx.venueId}/closures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ start_date: date, end_date: date, reason: 'Tadilat' }),
    });
    expect(closed.status, await closed.clone().text()).toBe(201);
    const t0 = performance.now();
    let empty = false;
    while (!empty && performance.now() - t0 < 1000) {
      empty = (await times(b, date)).length === 0;
      if (!empty) await new Promise((r) => setTimeout(r, 20));
    }
    expect(empty).toBe(true);
    console.log(`closure through A emptied B's cached times after ${Math.round(performance.now() - t0)} ms`);
  });

  it('counts failed logins across both instances: the lockout comes at the same total as on one', async () => {
    const login = (server: ProductionServer, password: string) =>
      fetch(`${server.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: fx.email, password }),
      });
    // Alternating instances: per-process counting would allow FAILURES on each (2 × FAILURES).
    for (let i = 0; i < FAILURES; i++) {
      const res = await login(i % 2 ? b : a, 'Yanlis-Parola-1');
      expect(res.status, `failure ${i + 1}`).toBe(401);
    }
    for (const server of [a, b]) {
      const locked = await login(server, PASSWORD); // even the right password, once locked
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { message: string }).message).toBe(messages.auth.loginRateLimited);
    }
  });

  it('runs the completion job once across both: each ended appointment gets exactly one history row', async () => {
    const deadline = Date.now() + 10_000;
    let completed = 0;
    while (Date.now() < deadline) {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int n from appointments where status = 'completed'`,
      );
      completed = row!.n;
      if (completed === ENDED) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(completed).toBe(ENDED);
    const rows = await queryRows<{ appointment_id: number; n: number }>(
      database.db,
      sql`select appointment_id, count(*)::int n from appointment_status_history
          where to_status = 'completed' group by appointment_id order by appointment_id`,
    );
    expect(rows).toEqual(
      fx.ended.map((id) => ({ appointment_id: id, n: 1 })).sort((x, y) => x.appointment_id - y.appointment_id),
    );
    // The job's log line: the completions logged by both instances add up to the appointments, once. The line is
    // written after the commit and reaches us through the child's stdout, so it may arrive after the rows show.
    const loggedCount = () =>
      [a, b]
        .flatMap((s) => logLines(s, 'background job done'))
        .filter((l) => l.job === 'appointment-completion')
        .reduce((sum, l) => sum + Number(l.count), 0);
    while (loggedCount() < ENDED && Date.now() < deadline + 5_000) await new Promise((r) => setTimeout(r, 100));
    expect(loggedCount()).toBe(ENDED);
  });
});
