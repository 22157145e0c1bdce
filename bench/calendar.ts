/**
 * `npm run bench:calendar`: the owner's calendar (issue 24), GET /api/owner/venues/{id}/calendar for one week of a
 * venue with 10 experts and 400 appointments (plus time off and a closure), on PostgreSQL, through the real HTTP
 * server (apps/api/src/server.ts, run by tsx: the production entry without a build) at 20 concurrent clients; in the
 * same run, a baseline: a bare Fastify route that runs only the calendar's appointments statement for the same week
 * on its own pool of the same size. Prints p50/p99 of both and the ratio; exits 1 when the calendar's p99 is 50 ms
 * or more (the target).
 *
 * PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is the admin connection; a private
 * database is created and dropped. Child processes: the server, and this file again with `--bare` for the baseline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createDatabase } from '../apps/api/src/db/client';
import { seedReference } from '../apps/api/src/db/seed/reference';
import { appointments, expertWorkingHours } from '../apps/api/src/db/schema';
import { addDays, venueDayBounds, venueWallTimeToInstant } from '../apps/api/src/lib/time';
import { createClosure, createExpert, createSubService, createTimeOff, createVenue } from '../apps/api/test/factories';
import { freePort } from '../apps/api/test/production-server';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const ROUNDS = 2;
const EXPERTS = 10;
const APPOINTMENTS = 400;
const TARGET_P99_MS = 50;
/** A Monday; the week asked for is Monday to Sunday. */
const MONDAY = '2030-01-07';
const SUNDAY = addDays(MONDAY, 6);
const POOL = 10; // the app's pool (db/client.ts default) and the baseline's
const apiDir = path.join(import.meta.dirname, '../apps/api');

/** The calendar's appointments statement (owner-calendar.repository.ts listAppointments), as plain SQL. */
const BARE_SQL = `
  select id, expert_id, user_id, status, starts_at, ends_at, duration_minutes, customer_first_name, customer_last_name,
         customer_phone, customer_email, booked_by, service_id, service_name, sub_service_id, sub_service_name, notes,
         price_kurus
  from appointments
  where venue_id = $1 and starts_at < $2 and ends_at > $3 and status in ('pending', 'confirmed', 'completed', 'no_show')
  order by starts_at, id`;

const log = (msg: string) => console.log(`[bench:calendar] ${msg}`);

async function admin(query: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url}: no answer in ${timeoutMs} ms`);
}

function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
  return exited.finally(() => clearTimeout(force));
}

/** A venue of `ownerId`: 10 experts (with a lunch break), 400 appointments over the week, time off, a closure. */
async function seed(db: Parameters<typeof createVenue>[0], ownerId: number) {
  const venue = await createVenue(db, { ownerId, name: 'Takvim Salonu' });
  const sub = await createSubService(db, { venueId: venue.id, durationMinutes: 45 });
  const experts = [];
  for (let i = 0; i < EXPERTS; i++) experts.push(await createExpert(db, { venueId: venue.id, name: `Uzman ${i + 1}` }));
  await db.update(expertWorkingHours).set({ breaks: [['12:30', '13:00']] });
  const rows: (typeof appointments.$inferInsert)[] = [];
  // Monday to Saturday, 09:00–15:00 on the hour (7 × 6 = 42 places per expert); the first 40 of each expert's.
  for (const [e, expert] of experts.entries()) {
    for (let k = 0; k < APPOINTMENTS / EXPERTS; k++) {
      const date = addDays(MONDAY, Math.floor(k / 7));
      const startsAt = venueWallTimeToInstant(date, (9 + (k % 7)) * 60);
      const statuses = ['pending', 'completed', 'no_show', 'confirmed', 'confirmed'] as const;
      rows.push({
        venueId: venue.id,
        expertId: expert.id,
        serviceId: sub.serviceId,
        subServiceId: sub.id,
        customerFirstName: `Müşteri${e}`,
        customerLastName: `Soyad${k}`,
        customerEmail: k % 3 ? `musteri${e}.${k}@example.com` : '',
        customerPhone: `+90532${String(e * 100 + k).padStart(7, '0')}`,
        notes: k % 4 ? null : 'Not',
        status: statuses[k % statuses.length],
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        durationMinutes: 45,
        priceKurus: 40000,
        serviceName: 'Saç Kesimi',
        subServiceName: sub.name,
        expertName: expert.name,
        bookedBy: k % 2 ? 'customer' : 'owner',
      });
    }
  }
  await db.insert(appointments).values(rows);
  for (const expert of experts.slice(0, 5))
    await createTimeOff(db, {
      expertId: expert.id,
      startsAt: venueWallTimeToInstant(addDays(MONDAY, 2), 16 * 60),
      endsAt: venueWallTimeToInstant(addDays(MONDAY, 2), 18 * 60),
      reason: 'Toplantı',
    });
  await createClosure(db, { venueId: venue.id, startDate: SUNDAY, endDate: SUNDAY, reason: 'Kapalı' });
  return venue.id;
}

interface Run {
  /** Server CPU (user + system) per answered request, ms; NaN where /proc is missing. */
  cpuMs: number;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
}

interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** CPU time (ms) the process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuTimeMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ (100)
  } catch {
    return NaN;
  }
}

/**
 * `connections` clients for `duration` s. The server's CPU per request is measured too: on a shared machine the
 * latencies carry every other process's load, its CPU time much less.
 */
async function load(url: string, headers: Record<string, string>, server: ChildProcess, duration = DURATION_S): Promise<Run> {
  const cpuBefore = cpuTimeMs(server.pid);
  const r = (await autocannon({ url, connections: CONNECTIONS, duration, headers })) as AutocannonResult;
  return {
    cpuMs: (cpuTimeMs(server.pid) - cpuBefore) / r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-bench-calendar-'));
  const name = `randevu_bench_calendar_${Date.now()}_${process.pid}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  let server: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  await admin(`create database "${name}"`);
  let failed = false;
  try {
    const database = await createDatabase({ url: dbUrl, poolSize: 4 });
    await database.migrate();
    await seedReference(database.db);

    const port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      SEED_DEMO: 'false',
      UPLOAD_DIR: path.join(root, 'uploads'),
      WEB_DIST_DIR: path.join(root, 'no-web'),
      DATA_DIR: path.join(root, 'data'),
      REDIS_URL: '',
    };
    server = spawn(
      process.execPath,
      [...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/h24prof'] : []), '--import', 'tsx', 'src/server.ts'],
      { cwd: apiDir, env, stdio: 'ignore' },
    );
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, server);

    const registered = await fetch(`${base}/api/register-business`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        business_name: 'Takvim Salonu',
        email: `takvim.${process.pid}@example.com`,
        phone: '2125550000',
        password: 'Gizli.Sifre123',
        password_confirmation: 'Gizli.Sifre123',
      }),
    });
    if (registered.status !== 201) throw new Error(`register-business: ${registered.status} ${await registered.text()}`);
    const { data } = (await registered.json()) as { data: { token: string; user: { id: number } } };
    const venueId = await seed(database.db, data.user.id);
    await database.close();
    log(`seeded: 1 venue, ${EXPERTS} experts, ${APPOINTMENTS} appointments (${MONDAY}..${SUNDAY}), 5 time off, 1 closure`);

    const barePort = await freePort();
    bare = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--bare', String(barePort)], {
      env: { ...process.env, DATABASE_URL: dbUrl },
      stdio: 'ignore',
    });
    const calendarUrl = `${base}/api/owner/venues/${venueId}/calendar?from=${MONDAY}&to=${SUNDAY}`;
    const bareUrl = `http://127.0.0.1:${barePort}/bare?venue_id=${venueId}&from=${MONDAY}&to=${SUNDAY}`;
    await waitFor(bareUrl, bare);
    const auth = { authorization: `Bearer ${data.token}` };

    const check = await fetch(calendarUrl, { headers: auth });
    const body = (await check.json()) as { data: { experts: unknown[]; appointments: unknown[]; time_off: unknown[] } };
    const bareBody = (await (await fetch(bareUrl)).json()) as { data: unknown[] };
    if (check.status !== 200 || body.data.appointments.length !== APPOINTMENTS || bareBody.data.length !== APPOINTMENTS)
      throw new Error(`unexpected answers: ${check.status}, ${body.data?.appointments?.length}, ${bareBody.data?.length}`);
    log(
      `calendar answer: ${body.data.experts.length} experts, ${body.data.appointments.length} appointments, ` +
        `${body.data.time_off.length} time off; ${(JSON.stringify(body).length / 1024).toFixed(0)} KB`,
    );

    // Warm-up (JIT, serializer compilation, connection pools), then alternating measured rounds.
    await load(calendarUrl, auth, server, 2);
    await load(bareUrl, {}, bare, 2);
    const runs: { calendar: Run; bare: Run }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const calendar = await load(calendarUrl, auth, server);
      const bareRun = await load(bareUrl, {}, bare);
      runs.push({ calendar, bare: bareRun });
      log(
        `round ${i + 1}: calendar p50 ${calendar.p50} ms p99 ${calendar.p99} ms ${Math.round(calendar.rps)} req/s ` +
          `${calendar.cpuMs.toFixed(2)} ms CPU/req; bare query p50 ${bareRun.p50} ms p99 ${bareRun.p99} ms ` +
          `${Math.round(bareRun.rps)} req/s ${bareRun.cpuMs.toFixed(2)} ms CPU/req`,
      );
      if (calendar.non2xx || calendar.errors || bareRun.non2xx || bareRun.errors)
        throw new Error(`errors under load: ${JSON.stringify({ calendar, bare: bareRun })}`);
    }
    // The worse round of each side is reported (a conservative figure on a shared machine).
    const worst = (pick: (r: { calendar: Run; bare: Run }) => Run) => runs.map(pick).reduce((a, b) => (b.p99 > a.p99 ? b : a));
    const calendar = worst((r) => r.calendar);
    const bareRun = worst((r) => r.bare);
    console.log('');
    console.log(
      `GET …/calendar, one week, ${EXPERTS} experts, ${APPOINTMENTS} appointments, ${CONNECTIONS} clients × ${DURATION_S} s`,
    );
    console.log(`                 p50 ms   p99 ms   req/s   server CPU ms/req`);
    const row = (label: string, r: Run) =>
      console.log(
        `${label.padEnd(16)} ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${String(Math.round(r.rps)).padStart(5)}   ${r.cpuMs.toFixed(2)}`,
      );
    row('calendar', calendar);
    row('bare query', bareRun);
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '∞');
    console.log(
      `ratio calendar / bare: p50 ${ratio(calendar.p50, bareRun.p50)}, p99 ${ratio(calendar.p99, bareRun.p99)}, ` +
        `server CPU ${ratio(calendar.cpuMs, bareRun.cpuMs)}`,
    );
    console.log(
      `load average while measured: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${os.cpus().length} CPUs)`,
    );
    failed = calendar.p99 >= TARGET_P99_MS;
    console.log(`target p99 < ${TARGET_P99_MS} ms: ${failed ? 'MISSED' : 'met'} (${calendar.p99} ms)`);
  } finally {
    await Promise.all([stop(server), stop(bare)]);
    await admin(`drop database if exists "${name}" with (force)`);
    fs.rmSync(root, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

// ---- `--bare <port>`: the baseline server ----
async function serveBare() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL });
  const app = Fastify({ logger: false });
  app.get('/bare', async (request) => {
    const q = request.query as { venue_id: string; from: string; to: string };
    const { rows } = await pool.query(BARE_SQL, [Number(q.venue_id), venueDayBounds(q.to).end, venueDayBounds(q.from).start]);
    return { success: true, data: rows };
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.argv[3]) });
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
}

if (process.argv[2] === '--bare') await serveBare();
else await main();
