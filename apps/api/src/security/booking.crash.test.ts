import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/env';
import { createDatabase, queryRows, type Database } from '../db/client';
import { createExpert, createOwner, createSubService, createVenue, SAC_KESIMI } from '../../test/factories';
import { addDays, isoWeekday, toVenueWallTime } from '../lib/time';

/**
 * Crash safety: the production server (node apps/api/dist/server.js, compiled here first) takes a burst of
 * bookings and is killed with SIGKILL at a random moment; restarted on the same data, every booking
 * it answered 201 must be there, no two active bookings of an expert may overlap, and the database
 * must open cleanly. Runs on a PGlite directory and on PostgreSQL (when reachable).
 * CRASH_ROUNDS per database (default 10: 20 rounds in all).
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 10);
const PG_ADMIN = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-crash-'));
const cleanups: (() => Promise<void>)[] = [];
// The compiled production bundle, fresh from this checkout's source (esbuild: well under a second).
execFileSync(process.execPath, ['apps/api/scripts/build-server.mjs'], { cwd: repoRoot, stdio: 'ignore' });
afterAll(async () => {
  for (const c of cleanups) await c().catch(() => {});
  fs.rmSync(root, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      PASSWORD_HASH_LOG_N: '10',
      UPLOAD_DIR: path.join(root, 'uploads'),
      WEB_DIST_DIR: path.join(root, 'no-web'),
      BOOKING_MAX_PER_IP: '1000000',
      BOOKING_MAX_PER_PHONE: '1000000',
      BOOKING_MAX_PER_EMAIL: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

interface Fixture {
  venueId: number;
  subId: number;
  expertIds: number[];
}

async function arrange(database: Database): Promise<Fixture> {
  const owner = await createOwner(database.db);
  const venue = await createVenue(database.db, { ownerId: owner.id, slotIntervalMinutes: 15 });
  const sub = await createSubService(database.db, { venueId: venue.id, durationMinutes: 45 });
  const expertIds: number[] = [];
  for (let i = 0; i < 3; i++)
    expertIds.push((await createExpert(database.db, { venueId: venue.id, subServiceIds: [sub.id] })).id);
  return { venueId: venue.id, subId: sub.id, expertIds };
}

/** Verifies the invariants on the data a killed server left behind. */
async function verify(database: Database, acknowledged: number[]) {
  const ids = await queryRows<{ id: number }>(database.db, sql`select id from appointments`);
  const present = new Set(ids.map((r) => r.id));
  const lost = acknowledged.filter((id) => !present.has(id));
  const [overlaps] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int n from appointments a join appointments b
        on a.expert_id = b.expert_id and a.id < b.id
       and a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
       and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`,
  );
  const [history] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int n from appointments a where not exists (select 1 from appointment_status_history h where h.appointment_id = a.id)`,
  );
  return { lost, overlaps: overlaps!.n, withoutHistory: history!.n, total: ids.length };
}

function nextMonday(): string {
  let d = addDays(toVenueWallTime(new Date()).date, 2);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
}
const TIMES = Array.from(
  { length: 32 },
  (_, i) => `${String(9 + Math.floor((i * 15) / 60)).padStart(2, '0')}:${String((i * 15) % 60).padStart(2, '0')}`,
);

async function burstUntilKilled(base: string, fx: Fixture, child: ChildProcess, round: number) {
  const acknowledged: number[] = [];
  let answered = 0;
  const killAfter = 100 + Math.floor(Math.random() * 900);
  const stopAt = Date.now() + killAfter;
  const date = addDays(nextMonday(), 7 * (round % 8));
  const worker = async (w: number) => {
    for (let i = 0; Date.now() < stopAt + 200; i++) {
      const body = {
        first_name: 'Kaza',
        last_name: 'Testi',
        email: `kaza${w}@example.com`,
        phone: `+90532000${String(w).padStart(4, '0')}`,
        expert_id: fx.expertIds[(w + i) % fx.expertIds.length],
        venue_id: fx.venueId,
        service_id: SAC_KESIMI,
        sub_service_id: fx.subId,
        appointment_date: date,
        appointment_time: TIMES[Math.floor(Math.random() * TIMES.length)],
        notes: ' ',
      };
      try {
        const res = await fetch(`${base}/api/appointments/public`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        answered += 1;
        if (res.status === 201) acknowledged.push(((await res.json()) as { data: { id: number } }).data.id);
        else if (res.status >= 500) throw new Error(`5xx before the kill: ${res.status} ${await res.text()}`);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('5xx')) throw error;
        return; // the connection died with the process
      }
    }
  };
  const killer = new Promise<void>((resolve) => setTimeout(() => void killed(child).then(resolve), killAfter));
  await Promise.all([killer, ...Array.from({ length: 6 }, (_, w) => worker(w))]);
  return { acknowledged, answered, killAfter };
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function runRounds(label: string, env: Record<string, string>, open: () => Promise<Database>) {
  const started = performance.now();
  // The first start migrates and seeds the reference data; then the fixture is inserted directly.
  const first = await startServer(env);
  await killed(first.child);
  let database = await open();
  const fx = await arrange(database);
  await database.close();

  const acknowledged: number[] = [];
  let survived = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const server = await startServer(env);
    const burst = await burstUntilKilled(server.base, fx, server.child, round);
    acknowledged.push(...burst.acknowledged);
    database = await open();
    try {
      const result = await verify(database, acknowledged);
      expect(result.lost, `${label} round ${round}: acknowledged bookings lost`).toEqual([]);
      expect(result.overlaps, `${label} round ${round}: overlapping active bookings`).toBe(0);
      expect(result.withoutHistory).toBe(0);
    } finally {
      await database.close();
    }
    survived += 1;
  }
  // And the server itself still starts on what is left.
  const last = await startServer(env);
  await killed(last.child);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `crash safety (${label}): ${survived}/${ROUNDS} SIGKILL rounds survived, ${acknowledged.length} acknowledged bookings all present, 0 overlaps, ${seconds} s`,
  );
  return survived;
}

describe('crash safety of bookings under SIGKILL', () => {
  it('on the embedded database (PGlite directory)', async () => {
    const dataDir = path.join(root, 'pglite');
    const survived = await runRounds('PGlite', { DATA_DIR: dataDir }, () => createDatabase({ dataDir }));
    expect(survived).toBe(ROUNDS);
  }, 600_000);

  it('on PostgreSQL', async (ctx) => {
    if (!(await postgresReachable())) {
      console.log(`crash safety (PostgreSQL): skipped, ${PG_ADMIN} is not reachable`);
      ctx.skip();
    }
    const name = `randevu_crash_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    cleanups.push(async () => {
      const a = new pg.Client({ connectionString: PG_ADMIN });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    });
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    const survived = await runRounds('PostgreSQL', { DATABASE_URL: url.toString() }, () =>
      createDatabase({ url: url.toString(), poolSize: 2 }),
    );
    expect(survived).toBe(ROUNDS);
  }, 600_000);
});
