/**
 * `npm run bench:http [-- --quick] [-- --only=pglite|postgres]`: the public reads of the
 * production server against a bare Fastify route that answers the same bytes from memory, in one
 * run, on PGlite and on PostgreSQL; EXPLAIN of every statement those reads run; guest bookings
 * per second on PostgreSQL. See docs/perf/http.md.
 *
 * 1. Seeds a large data set with set-based SQL (generate_series): 500 venues, 3,000 experts,
 *    200,000 appointments (--quick: a tenth of that).
 * 2. EXPLAINs every statement of each public read on it (captured from the app in this process)
 *    and fails when a plan holds a sequential scan over `appointments` or `venues`.
 * 3. Starts the production server (the workspace's `start` script: whatever
 *    `npm run start -w @randevu/api` runs) on its own port and DATA_DIR / database, and the bare
 *    server (bench/bare-server.ts) with the bodies the real server sent; autocannon, 50
 *    connections × 5 s (--quick: 1 s), each read against both after a 1 s warm-up, twice,
 *    alternating (--quick: once); keeps each side's better run; prints req/s, the ratio, p50/p99.
 * 4. PostgreSQL only: guest bookings spread over 100 experts, then all on one contended slot.
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is the
 * admin connection; a fresh database is created and dropped. Without a reachable PostgreSQL the
 * PostgreSQL part is skipped with a note.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config/env';
import { createDatabase, type Database } from '../apps/api/src/db/client';
import { seedReference } from '../apps/api/src/db/seed/reference';
import { restoreTemplate } from '../apps/api/src/db/template';
import { startProductionServer } from '../apps/api/test/production-server';
import { explainReads, readsOf } from './http-explain';
import { measureAppointmentCreation, measureReads, type Row } from './http-load';
import { ADMIN_URL, CONNECTIONS, DURATION_S, log, only, quick, root, ROUNDS } from './http-options';
import { seedLarge } from './http-seed';

const serverEnv = {
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  SEED_DEMO: 'false',
  UPLOAD_DIR: path.join(root, 'uploads'),
  WEB_DIST_DIR: path.join(root, 'no-web'),
  BOOKING_MAX_PER_IP: '100000000',
  BOOKING_MAX_PER_PHONE: '100000000',
  BOOKING_MAX_PER_EMAIL: '100000000',
  // One contact books many times here; the live-booking caps (decision 057) have their own tests.
  PENDING_MAX_PER_USER_VENUE: '100000000',
  PENDING_MAX_PER_USER: '100000000',
  REDIS_URL: '',
};

async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

async function runEngine(engine: 'pglite' | 'postgres') {
  let database: Database;
  let env: Record<string, string>;
  let drop: (() => Promise<void>) | undefined;
  let fromTemplate = false;
  if (engine === 'pglite') {
    const dataDir = path.join(root, 'data');
    // The build's migrated, reference-seeded template (as the server's first start uses it), when built.
    fromTemplate = restoreTemplate(loadConfig({}).dbTemplateDir, dataDir);
    database = await createDatabase({ dataDir });
    env = { ...serverEnv, DATA_DIR: dataDir, ALLOW_EMBEDDED_DB: 'true' };
  } else {
    const name = `randevu_bench_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    database = await createDatabase({ url: url.toString(), poolSize: 4 });
    env = { ...serverEnv, DATABASE_URL: url.toString(), DATA_DIR: path.join(root, 'pg-data') };
    drop = async () => {
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    };
  }
  let closed = false;
  const closeDatabase = async () => {
    if (closed) return;
    closed = true;
    await database.close();
  };
  try {
    await database.migrate();
    if (!fromTemplate) await seedReference(database.db);
    const seedStart = performance.now();
    const fx = await seedLarge(database.db);
    log(
      `${engine}: seeded ${fx.counts.venues} venues, ${fx.counts.experts} experts, ${fx.counts.appointments} appointments in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const reads = readsOf(fx);
    const explained = await explainReads(database, reads);
    await closeDatabase();

    const server = await startProductionServer(env, 120_000);
    log(`${engine}: production server up in ${Math.round(server.startupMs)} ms (${server.base})`);
    try {
      const rows = await measureReads(engine, server, reads);
      const bookings = engine === 'postgres' ? await measureAppointmentCreation(server, fx) : undefined;
      return { rows, explained, bookings };
    } finally {
      await server.stop();
    }
  } finally {
    await closeDatabase().catch(() => {});
    await drop?.();
  }
}

const fmtRps = (n: number) => Math.round(n).toLocaleString('en-US');
function printTable(rows: Row[]) {
  console.log('\n| engine | read | server req/s | bare Fastify req/s | ratio | server p50 / p99 | bare p50 / p99 |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const bad = r.server.non2xx || r.server.errors ? ` ⚠ ${r.server.non2xx} non-2xx, ${r.server.errors} errors` : '';
    console.log(
      `| ${r.engine} | ${r.read} | ${fmtRps(r.server.rps)} | ${fmtRps(r.bare.rps)} | ${((100 * r.server.rps) / r.bare.rps).toFixed(1)} % | ${r.server.p50} / ${r.server.p99} ms | ${r.bare.p50} / ${r.bare.p99} ms${bad} |`,
    );
  }
}

const engines: ('pglite' | 'postgres')[] = [];
if (!only || only === 'pglite') engines.push('pglite');
if (!only || only === 'postgres') {
  if (await postgresReachable()) engines.push('postgres');
  else log(`PostgreSQL not reachable at ${ADMIN_URL}: the PostgreSQL part is skipped`);
}
log(
  `bench:http${quick ? ' --quick' : ''}: ${CONNECTIONS} connections × ${DURATION_S} s per run, best of ${ROUNDS} after a 1 s warm-up, engines: ${engines.join(', ')}`,
);

const allRows: Row[] = [];
const allScans: { engine: string; read: string; statement: string; scans: string[] }[] = [];
let appointmentResult: Awaited<ReturnType<typeof measureAppointmentCreation>> | undefined;
try {
  for (const engine of engines) {
    const r = await runEngine(engine);
    allRows.push(...r.rows);
    allScans.push(...r.explained.map((e) => ({ engine, ...e })));
    appointmentResult ??= r.bookings;
  }
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}

printTable(allRows);
if (appointmentResult) {
  const { spread, contended } = appointmentResult;
  console.log('\n| guest bookings (PostgreSQL) | req/s | 201 | 409 | other | p50 / p99 |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [label, r] of [
    ['spread over 100 experts', spread],
    ['one contended slot', contended],
  ] as const) {
    const other = r.total - (r.statuses['201'] ?? 0) - (r.statuses['409'] ?? 0);
    console.log(
      `| ${label} | ${fmtRps(r.rps)} | ${r.statuses['201'] ?? 0} | ${r.statuses['409'] ?? 0} | ${other + r.errors} | ${r.p50} / ${r.p99} ms |`,
    );
  }
}

const statements = allScans.length;
const withScans = allScans.filter((s) => s.scans.length);
console.log(`\nEXPLAIN: ${statements} statements of the public reads checked on the large data set.`);
if (withScans.length) {
  console.log('Sequential scans over appointments or venues:');
  for (const s of withScans) console.log(`  ${s.engine} | ${s.read} | ${s.scans.join('; ')}\n      ${s.statement}`);
  log('FAILED: sequential scan over appointments or venues in a public read');
  process.exitCode = 1;
} else {
  console.log('No sequential scan over appointments or venues.');
}
log('done');
