/**
 * `npm run bench:reports`: the owner's reports for a year of a venue with 50,000 appointments (10 experts,
 * every status, 2,000 customers), GET /api/owner/venues/{id}/reports?from=&to= on PostgreSQL through the real HTTP
 * server as deployed (with Redis: the answer kept until a write drops it) and with that cache off, at 1, 4 and 10
 * concurrent clients (owners asking at the same moment); in the same run, a baseline: a bare
 * Fastify route that runs one statement counting the year's appointments by status over the same index, on its own
 * pool. Prints p50/p99, server CPU per request and the ratio at each level; exits 1 when the report's p99 at 4 clients
 * is 300 ms or more (the target names no concurrency: 4 owners pulling a year at once is ours).
 *
 * PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is the admin connection; a private
 * database is created and dropped. Child processes: the API server, and this file again with `--bare` for the baseline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { venueDayBounds } from '../apps/api/src/lib/time';
import { freePort } from '../apps/api/test/production-server';
import { cpuTimeMs, waitFor } from './calendar-support';
import { registerOwnerOver, startApi, withBenchDatabase } from './api-server';
import { APPOINTMENTS, EXPERTS, FROM, seed, TO } from './reports-seed';

const LEVELS = [1, 4, 10];
const TARGET_CLIENTS = 4;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET_P99_MS = 300;
const log = (msg: string) => console.log(`[bench:reports] ${msg}`);

const BARE_SQL = `
  select status, count(*)::int as n, coalesce(sum(price_kurus), 0)::float8 as kurus
  from appointments where venue_id = $1 and starts_at >= $2 and starts_at < $3
  group by status`;

async function run(url: string, headers: Record<string, string>, server: ChildProcess, clients: number, duration = DURATION_S) {
  const cpu = cpuTimeMs(server.pid);
  const r = (await autocannon({ url, connections: clients, duration, headers })) as {
    latency: { p50: number; p99: number };
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
  };
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    cpuMs: (cpuTimeMs(server.pid) - cpu) / r.requests.total,
  };
}

async function main() {
  await withBenchDatabase('reports', async ({ dbUrl, root, database, children }) => {
    let failed = false;
    // As deployed (several processes share Redis; an answer is kept until a write of the venue's appointments drops it),
    // and the same server with that cache off: every request runs the statement.
    const api = await startApi(dbUrl, root, { REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/2' });
    children.push(api.child);
    const uncached = await startApi(dbUrl, root, { PUBLIC_CACHE: 'false' });
    children.push(uncached.child);
    const owner = await registerOwnerOver(api.base, 'Rapor Salonu');
    const t0 = performance.now();
    const venueId = await seed(database.db, owner.userId);
    await database.db.execute(sql`analyze appointments`);
    await database.close();
    log(
      `seeded ${APPOINTMENTS} appointments, ${EXPERTS} experts over ${FROM}..${TO} in ${Math.round(performance.now() - t0)} ms`,
    );

    const barePort = await freePort();
    const bare = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--bare', String(barePort)], {
      env: { ...process.env, DATABASE_URL: dbUrl },
      stdio: 'ignore',
    });
    children.push(bare);
    const reportPath = `/api/owner/venues/${venueId}/reports?from=${FROM}&to=${TO}`;
    const reportUrl = `${api.base}${reportPath}`;
    const uncachedUrl = `${uncached.base}${reportPath}`;
    const bareUrl = `http://127.0.0.1:${barePort}/bare?venue_id=${venueId}`;
    await waitFor(bareUrl, bare);
    const auth = { authorization: `Bearer ${owner.token}` };
    const sample = await fetch(uncachedUrl, { headers: auth });
    const body = (await sample.json()) as { data: { totals: { appointments: number } } };
    if (sample.status !== 200 || body.data.totals.appointments !== APPOINTMENTS) throw new Error(`report: ${sample.status}`);
    await run(reportUrl, auth, api.child, 4, 2);
    await run(uncachedUrl, auth, uncached.child, 4, 2);
    await run(bareUrl, {}, bare, 4, 2);
    console.log('');
    console.log(`GET …/reports, one year, ${APPOINTMENTS} appointments, ${DURATION_S} s per level; p50 / p99 ms (req/s)`);
    console.log(`clients   as deployed            no cache               bare query             no cache / bare p99`);
    let atTarget = Infinity;
    const cell = (r: { p50: number; p99: number; rps: number }) => `${r.p50} / ${r.p99} (${Math.round(r.rps)})`.padEnd(22);
    for (const clients of LEVELS) {
      const r = await run(reportUrl, auth, api.child, clients);
      const u = await run(uncachedUrl, auth, uncached.child, clients);
      const b = await run(bareUrl, {}, bare, clients);
      if (clients === TARGET_CLIENTS) atTarget = r.p99;
      console.log(
        `${String(clients).padStart(7)}   ${cell(r)} ${cell(u)} ${cell(b)} ${(u.p99 / Math.max(b.p99, 1)).toFixed(2)}` +
          `   (CPU ms/req ${r.cpuMs.toFixed(2)} / ${u.cpuMs.toFixed(2)})`,
      );
    }
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${os.cpus().length} CPUs)`,
    );
    failed = atTarget >= TARGET_P99_MS;
    console.log(`target p99 < ${TARGET_P99_MS} ms at ${TARGET_CLIENTS} clients: ${failed ? 'MISSED' : 'met'} (${atTarget} ms)`);
    return failed;
  });
}

async function serveBare() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/bare', async (request) => {
    const q = request.query as { venue_id: string };
    const { rows } = await pool.query(BARE_SQL, [Number(q.venue_id), venueDayBounds(FROM).start, venueDayBounds(TO).end]);
    return { success: true, data: rows };
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.argv[3]) });
  process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
}

if (process.argv[2] === '--bare') await serveBare();
else await main();
