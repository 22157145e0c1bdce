import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { createDatabase, queryRows, type Database } from './client';
import { createExpert, createOwner, createSubService, createVenue, SAC_KESIMI } from '../../test/factories';
import { createPrivateCluster, type PrivateCluster } from '../../test/private-cluster';
import { requireBuiltServer, startProductionServer, type ProductionServer } from '../../test/production-server';
import { addDays, isoWeekday, toVenueWallTime } from '../lib/time';

/**
 * The database goes away under a stream of guest bookings. The production server runs on a PostgreSQL
 * server of this test's own, which is stopped (`pg_ctl stop -m fast`) for OUTAGE_MS and started again. While it is
 * down, every answer, health included, is 503 with Retry-After and the Turkish text for a temporary fault, each
 * within 5 s; no answer is a 500; every booking answered 201 (before, during or after) is in the database after;
 * and the same process answers health 200 again once PostgreSQL is back, without a restart.
 */
const OUTAGE_MS = 6_000;
const WORKERS = 4;
/** Experts of the venue: with 6 days of 32 quarter hours each, 1,536 distinct slots a week. */
const EXPERTS = 8;
/** A worker waits this long after an answer that is not 201 (503s come back in milliseconds). */
const PAUSE_AFTER_REFUSAL_MS = 25;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-outage-'));
let cluster: PrivateCluster;
let server: ProductionServer;
let database: Database;
let fx: { venueId: number; subId: number; expertIds: number[] };

beforeAll(async () => {
  requireBuiltServer();
  cluster = await createPrivateCluster();
  server = await startProductionServer({
    DATABASE_URL: cluster.url,
    LOG_LEVEL: 'fatal',
    SEED_DEMO: 'false',
    UPLOAD_DIR: path.join(root, 'uploads'),
    WEB_DIST_DIR: path.join(root, 'no-web'),
    BOOKING_MAX_PER_IP: '1000000',
    BOOKING_MAX_PER_PHONE: '1000000',
    BOOKING_MAX_PER_EMAIL: '1000000',
  });
  database = await createDatabase({ url: cluster.url, poolSize: 2 });
  const owner = await createOwner(database.db);
  const venue = await createVenue(database.db, { ownerId: owner.id, slotIntervalMinutes: 15 });
  const sub = await createSubService(database.db, { venueId: venue.id, durationMinutes: 15 });
  const expertIds: number[] = [];
  for (let i = 0; i < EXPERTS; i++)
    expertIds.push((await createExpert(database.db, { venueId: venue.id, subServiceIds: [sub.id] })).id);
  fx = { venueId: venue.id, subId: sub.id, expertIds };
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.close().catch(() => {});
  cluster?.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

function firstMonday(): string {
  let d = addDays(toVenueWallTime(new Date()).date, 2);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
}

interface Answer {
  at: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  body: { success?: boolean; code?: string; message?: string; status?: string; data?: { id: number } };
}

async function timed(url: string, init?: RequestInit): Promise<Answer> {
  const at = Date.now();
  const res = await fetch(`${server.base}${url}`, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = (await res.json()) as Answer['body'];
  return { at, ms: Date.now() - at, status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

describe('PostgreSQL stopped for 6 s under a stream of guest bookings', () => {
  it('answers 503 with Retry-After within 5 s while it is down, loses no acknowledged booking, recovers without a restart', async () => {
    const monday = firstMonday();
    let slot = 0;
    let stopped = false;
    const bookings: Answer[] = [];
    const health: Answer[] = [];
    const book = () => {
      // Each request its own expert, day and quarter hour (Monday to Saturday, 09:00–16:45 in the factory's hours),
      // in the first weeks: within the venue's booking horizon.
      const n = slot++;
      const rest = Math.floor(n / EXPERTS);
      const dayIndex = Math.floor(rest / 32);
      const day = addDays(monday, 7 * Math.floor(dayIndex / 6) + (dayIndex % 6));
      const quarter = rest % 32;
      const time = `${String(9 + Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;
      return timed('/api/appointments/public', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Kesinti',
          last_name: 'Testi',
          email: `kesinti${n}@example.com`,
          phone: `+90532${String(1_000_000 + n).slice(-7)}`,
          expert_id: fx.expertIds[n % EXPERTS],
          venue_id: fx.venueId,
          service_id: SAC_KESIMI,
          sub_service_id: fx.subId,
          appointment_date: day,
          appointment_time: time,
        }),
      });
    };
    const workers = Array.from({ length: WORKERS }, async () => {
      while (!stopped) {
        const answer = await book();
        bookings.push(answer);
        if (answer.status !== 201) await new Promise((r) => setTimeout(r, PAUSE_AFTER_REFUSAL_MS));
      }
    });
    const prober = (async () => {
      while (!stopped) {
        health.push(await timed('/api/health'));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    await new Promise((r) => setTimeout(r, 1_500));
    const downAt = Date.now();
    cluster.stop();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    cluster.start();
    const upAt = Date.now();
    let healthyAt = 0;
    while (!healthyAt && Date.now() - upAt < 30_000) {
      if ((await timed('/api/health')).status === 200) healthyAt = Date.now();
      else await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 1_500));
    stopped = true;
    await Promise.all([...workers, prober]);

    const during = (xs: Answer[]) => xs.filter((a) => a.at >= downAt + 500 && a.at + a.ms <= upAt);
    const acknowledged = bookings.filter((a) => a.status === 201).map((a) => a.body.data!.id);
    const rows = await queryRows<{ id: number }>(database.db, sql`select id from appointments`);
    const present = new Set(rows.map((r) => r.id));
    const figures = {
      bookings: bookings.length,
      acknowledged: acknowledged.length,
      lost: acknowledged.filter((id) => !present.has(id)).length,
      answeredDuringOutage: during(bookings).length + during(health).length,
      slowestDuringOutageMs: Math.max(...[...during(bookings), ...during(health)].map((a) => a.ms)),
      healthyAfterRestartMs: healthyAt - upAt,
      statuses: Object.fromEntries(
        [...new Set(bookings.map((a) => a.status))].map((s) => [s, bookings.filter((a) => a.status === s).length]),
      ),
    };
    console.info('outage:', JSON.stringify(figures));

    // A connection the server ended while a transaction held it once killed the process (an unhandled 'error').
    expect(server.child.exitCode, server.stderr()).toBeNull();
    expect(bookings.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(health.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(figures.acknowledged).toBeGreaterThan(10);
    // Once PostgreSQL is back, every booking succeeds (each asks a slot no other request asked).
    const afterwards = bookings.filter((a) => a.at + a.ms > upAt + 1_000);
    expect(afterwards.length).toBeGreaterThan(0);
    expect(afterwards.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.body.code ?? ''}`)).toEqual([]);
    expect(figures.lost).toBe(0);
    expect(during(bookings).length).toBeGreaterThan(0);
    expect(during(health).length).toBeGreaterThan(0);
    for (const a of during(bookings)) {
      expect(a).toMatchObject({ status: 503, retryAfter: '5' });
      expect(a.body).toEqual({ success: false, code: 'DATABASE_UNAVAILABLE', message: messages.common.unavailable });
    }
    for (const a of during(health)) expect(a).toMatchObject({ status: 503, retryAfter: '5', body: { status: 'unavailable' } });
    expect(figures.slowestDuringOutageMs).toBeLessThan(5_000);
    expect(healthyAt).toBeGreaterThan(0);
  }, 120_000);
});
