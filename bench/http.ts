/**
 * `npm run bench:http [-- --quick] [-- --only=pglite|postgres]`: the public reads of the
 * production server against a bare Fastify route that answers the same bytes from memory, in one
 * run, on PGlite and on PostgreSQL; EXPLAIN of every statement those reads run; guest bookings
 * per second on PostgreSQL. See README, "Performance".
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
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { createDatabase, queryRows, type Database, type Db } from '../apps/api/src/db/client';
import { seedReference } from '../apps/api/src/db/seed/reference';
import { restoreTemplate } from '../apps/api/src/db/template';
import { addDays, isoWeekday, toVenueWallTime } from '../apps/api/src/lib/time';
import { freePort, startProductionServer, type ProductionServer } from '../apps/api/test/production-server';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const SCALE = quick ? 0.1 : 1;
const VENUES = Math.round(500 * SCALE);
const EXPERTS_PER_VENUE = 6; // 3,000 experts
const APPOINTMENTS_PER_EXPERT = 67; // 201,000 appointments
const CONNECTIONS = 50;
const DURATION_S = quick ? 1 : 5;
/** Measured runs per side and read (the better one is reported). */
const ROUNDS = quick ? 1 : 2;
const SAC_KESIMI = 101; // catalogue service of category 1
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-bench-'));
const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
const log = (msg: string) => console.log(`[${elapsed().padStart(5)}] ${msg}`);

// ---------------------------------------------------------------------------------------------
// 1. Seeding
// ---------------------------------------------------------------------------------------------

interface Fixture {
  venueId: number;
  expertId: number;
  subServiceId: number;
  /** A day with the expert's existing appointment on it (available-times does real work). */
  date: string;
  /** 100 experts (with their venue and sub-service) for the booking run. */
  appointmentExperts: { expertId: number; venueId: number; subServiceId: number }[];
  contended: { expertId: number; venueId: number; subServiceId: number };
  counts: { venues: number; experts: number; appointments: number };
}

const exec = (db: Db, q: ReturnType<typeof sql>) => db.execute(q);
/** A PostgreSQL array literal, passed as one parameter (drizzle would expand a JS array into a tuple). */
const pgArray = (values: (string | number)[]) => `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

async function seedLarge(db: Db): Promise<Fixture> {
  // Geography: one in ten venues in İstanbul (34), the rest spread over other cities' neighbourhoods.
  const istanbul = await queryRows<{ n: number; d: number; c: number }>(
    db,
    sql`select n.id n, d.id d, d.city_id c from neighborhoods n join districts d on d.id = n.district_id where d.city_id = 34 order by n.id limit 50`,
  );
  const elsewhere = await queryRows<{ n: number; d: number; c: number }>(
    db,
    sql`select distinct on (d.city_id) n.id n, d.id d, d.city_id c from neighborhoods n join districts d on d.id = n.district_id where d.city_id <> 34 order by d.city_id, n.id`,
  );
  const places = Array.from({ length: VENUES }, (_, i) =>
    i % 10 === 0 ? istanbul[i % istanbul.length]! : elsewhere[i % elsewhere.length]!,
  );
  const kinds = ['Güzellik Salonu', 'Kuaför', 'Berber', 'Spa Merkezi', 'Tırnak Stüdyosu'];
  const names = Array.from({ length: VENUES }, (_, i) => `Bench ${kinds[i % kinds.length]} ${i + 1}`);
  const fold = (s: string) =>
    s
      .replace(/[İI]/g, (c) => (c === 'İ' ? 'i' : 'ı'))
      .toLocaleLowerCase('tr')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i');

  await exec(
    db,
    sql`insert into users (email, password_hash, role, business_name, phone)
        select 'bench.owner.' || g || '@example.com', 'scrypt$10$8$1$x$y', 'owner', 'Bench İşletme ' || g, '2125550000'
        from generate_series(1, ${VENUES}) g`,
  );
  await exec(
    db,
    sql`insert into venues (owner_id, name, search_name, description, address, phone, email, city_id, district_id, neighborhood_id, slot_interval_minutes)
        select u.id, x.name, x.search_name, 'Ölçüm için oluşturulmuş işletme. Kadın ve erkek kuaförü, cilt bakımı, manikür.',
               'Bench Caddesi No: ' || x.ord, '2125550000', 'bench@example.com', x.c, x.d, x.n, 30
        from unnest(${pgArray(names)}::text[], ${pgArray(names.map(fold))}::text[], ${pgArray(places.map((p) => p.c))}::int[],
                    ${pgArray(places.map((p) => p.d))}::int[], ${pgArray(places.map((p) => p.n))}::int[]) with ordinality
             as x(name, search_name, c, d, n, ord)
        join users u on u.email = 'bench.owner.' || x.ord || '@example.com'`,
  );
  await exec(db, sql`insert into venue_categories (venue_id, category_id) select id, 1 from venues where name like 'Bench %'`);
  await exec(
    db,
    sql`insert into venue_hours (venue_id, weekday, opens_at, closes_at)
        select v.id, w, '09:00', '19:00' from venues v cross join generate_series(1, 6) w where v.name like 'Bench %'`,
  );
  await exec(
    db,
    sql`insert into sub_services (venue_id, service_id, name, description, price_kurus, duration_minutes)
        select v.id, ${SAC_KESIMI}, s.name, 'Yıkama ve fön dahil.', s.price, 30
        from venues v cross join (values ('Kısa Saç Kesimi', 35000), ('Uzun Saç Kesimi', 50000)) s(name, price)
        where v.name like 'Bench %'`,
  );
  await exec(
    db,
    sql`insert into venue_faqs (venue_id, question, answer, position)
        select v.id, 'Soru ' || q || '?', 'Cevap ' || q || '. Randevunuzu iptal etmek için hesabınızdan işlem yapabilirsiniz.', q
        from venues v cross join generate_series(1, 4) q where v.name like 'Bench %'`,
  );
  await exec(
    db,
    sql`insert into experts (venue_id, name, specialization, experience_years, bio, specialties)
        select v.id, 'Uzman ' || v.id || '-' || e, 'Saç Tasarımı', '5', 'On yıllık deneyim.', array['Kesim', 'Boya']
        from venues v cross join generate_series(1, ${EXPERTS_PER_VENUE}) e where v.name like 'Bench %'`,
  );
  await exec(
    db,
    sql`insert into expert_working_hours (expert_id, weekday, starts_at, ends_at)
        select e.id, w, '09:00', '19:00' from experts e join venues v on v.id = e.venue_id
        cross join generate_series(1, 6) w where v.name like 'Bench %'`,
  );
  await exec(
    db,
    sql`insert into expert_services (expert_id, service_id)
        select e.id, ${SAC_KESIMI} from experts e join venues v on v.id = e.venue_id where v.name like 'Bench %'`,
  );
  await exec(
    db,
    sql`insert into expert_sub_services (expert_id, sub_service_id)
        select e.id, ss.id from experts e join sub_services ss on ss.venue_id = e.venue_id
        join venues v on v.id = e.venue_id where v.name like 'Bench %'`,
  );
  // One appointment every second day per expert, from 100 days ago to ~32 days ahead, at a full
  // hour between 09:00 and 17:00 venue time (UTC+3), 30 minutes long: past ones completed or
  // cancelled, future ones confirmed or pending. The :30 slots stay free for the booking run.
  await exec(
    db,
    sql`insert into appointments (venue_id, expert_id, service_id, sub_service_id, customer_first_name, customer_last_name,
                                  customer_email, customer_phone, status, starts_at, ends_at, duration_minutes, price_kurus,
                                  service_name, sub_service_name, expert_name, cancelled_at, cancelled_by, cancellation_reason)
        select e.venue_id, e.id, ${SAC_KESIMI}, null, 'Müşteri', 'Bench', 'musteri' || (e.id * 100 + k) || '@example.com',
               '+90532' || lpad(((e.id * 100 + k) % 10000000)::text, 7, '0'),
               x.status, x.starts_at, x.starts_at + interval '30 minutes', 30, 35000, 'Saç Kesimi', null, e.name,
               case when x.status = 'cancelled' then x.starts_at - interval '1 day' end,
               case when x.status = 'cancelled' then 'user' end,
               case when x.status = 'cancelled' then 'Planım değişti' end
        from experts e join venues v on v.id = e.venue_id
        cross join generate_series(0, ${APPOINTMENTS_PER_EXPERT - 1}) k
        cross join lateral (
          select date_trunc('day', now()) + make_interval(days => -100 + 2 * k, hours => 6 + (k % 9)) as starts_at,
                 case when -100 + 2 * k < 0 then (case when k % 7 = 0 then 'cancelled' else 'completed' end)
                      else (case when k % 2 = 0 then 'confirmed' else 'pending' end) end as status
        ) x
        where v.name like 'Bench %'`,
  );
  await exec(db, sql`analyze`);

  const [counts] = await queryRows<Fixture['counts']>(
    db,
    sql`select (select count(*)::int from venues) venues, (select count(*)::int from experts) experts,
               (select count(*)::int from appointments) appointments`,
  );
  // The read target: an İstanbul venue's first expert, on the first open day ≥ 2 days ahead that has an appointment.
  const [target] = await queryRows<{ venue_id: number; expert_id: number; sub_service_id: number }>(
    db,
    sql`select v.id venue_id, min(e.id) expert_id, min(ss.id) sub_service_id
        from venues v join experts e on e.venue_id = v.id join sub_services ss on ss.venue_id = v.id
        where v.city_id = 34 and v.name like 'Bench %' group by v.id order by v.id limit 1`,
  );
  const [day] = await queryRows<{ date: string }>(
    db,
    sql`select to_char(starts_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD') date from appointments
        where expert_id = ${target!.expert_id} and starts_at > now() + interval '1 day'
          and extract(isodow from starts_at at time zone 'Europe/Istanbul') <> 7
        order by starts_at limit 1`,
  );
  const pool = await queryRows<{ expert_id: number; venue_id: number; sub_service_id: number }>(
    db,
    sql`select distinct on (e.venue_id) e.id expert_id, e.venue_id, ss.id sub_service_id
        from experts e join sub_services ss on ss.venue_id = e.venue_id join venues v on v.id = e.venue_id
        where v.name like 'Bench %' order by e.venue_id, e.id, ss.id limit 101`,
  );
  const all = pool.map((r) => ({ expertId: r.expert_id, venueId: r.venue_id, subServiceId: r.sub_service_id }));
  return {
    venueId: target!.venue_id,
    expertId: target!.expert_id,
    subServiceId: target!.sub_service_id,
    date: day!.date,
    appointmentExperts: all.slice(0, 100),
    contended: all[100] ?? all[0]!,
    counts: counts!,
  };
}

// ---------------------------------------------------------------------------------------------
// 2. EXPLAIN of every statement of the public reads
// ---------------------------------------------------------------------------------------------

interface Read {
  name: string;
  url: string;
}
const readsOf = (fx: Fixture): Read[] => [
  { name: 'GET /venues/{id}', url: `/api/venues/${fx.venueId}` },
  { name: 'GET /venues/by-city-category/34/1', url: '/api/venues/by-city-category/34/1' },
  { name: 'GET /venues/by-city-category/34/1?q=guzellik', url: '/api/venues/by-city-category/34/1?q=guzellik' },
  {
    name: 'GET /experts/{id}/available-times?date=…',
    url: `/api/experts/${fx.expertId}/available-times?date=${fx.date}&service_id=${SAC_KESIMI}&sub_service_id=${fx.subServiceId}`,
  },
];

interface Captured {
  text: string;
  params: unknown[];
}
/** Records every statement sent to the driver (node-postgres pool or PGlite) while `fn` runs. */
async function captureStatements(db: Db, fn: () => Promise<void>): Promise<Captured[]> {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const original = client.query as (...a: unknown[]) => unknown;
  const seen: Captured[] = [];
  client.query = (...a: unknown[]) => {
    const first = a[0] as string | { text: string; values?: unknown[] };
    if (typeof first === 'string') seen.push({ text: first, params: (Array.isArray(a[1]) ? a[1] : []) as unknown[] });
    else if (first && typeof first.text === 'string')
      seen.push({ text: first.text, params: first.values ?? ((Array.isArray(a[1]) ? a[1] : []) as unknown[]) });
    return original.apply(client, a);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return seen;
}

async function explainReads(database: Database, reads: Read[]): Promise<{ read: string; statement: string; scans: string[] }[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    UPLOAD_DIR: path.join(root, 'uploads'),
    WEB_DIST_DIR: path.join(root, 'no-web'),
  });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  const client = (
    database.db as unknown as { $client: { query: (t: string, p?: unknown[]) => Promise<{ rows: Record<string, string>[] }> } }
  ).$client;
  const findings: { read: string; statement: string; scans: string[] }[] = [];
  for (const read of reads) {
    const statements = await captureStatements(database.db, async () => {
      const res = await app.inject({ url: read.url });
      if (res.statusCode !== 200) throw new Error(`${read.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    });
    for (const s of statements) {
      if (!/^\s*(select|with)\b/i.test(s.text)) continue;
      const plan = await client.query(`explain ${s.text}`, s.params);
      const lines = plan.rows.map((r) => Object.values(r)[0]!);
      const scans = lines.filter((l) => /Seq Scan on (appointments|venues)\b/.test(l)).map((l) => l.trim());
      findings.push({ read: read.name, statement: s.text.replace(/\s+/g, ' ').slice(0, 140), scans });
    }
  }
  await app.close();
  return findings;
}

// ---------------------------------------------------------------------------------------------
// 3. HTTP: production server vs bare Fastify
// ---------------------------------------------------------------------------------------------

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
  statusCodeStats?: Record<string, { count: number }>;
}

async function cannon(opts: Record<string, unknown>): Promise<Run & { statuses: Record<string, number> }> {
  const r = (await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts })) as AutocannonResult;
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    total,
    statuses,
  };
}

async function startBare(
  bodies: Record<string, { body: string; contentType: string }>,
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const file = path.join(root, `bodies-${port}.json`);
  fs.writeFileSync(file, JSON.stringify(bodies));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts'), String(port), file],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

interface Row {
  engine: string;
  read: string;
  server: Run;
  bare: Run;
}

async function measureReads(engine: string, server: ProductionServer, reads: Read[]): Promise<Row[]> {
  const bodies: Record<string, { body: string; contentType: string }> = {};
  for (const read of reads) {
    const res = await fetch(server.base + read.url);
    if (res.status !== 200) throw new Error(`${read.url}: ${res.status}`);
    bodies[read.url] = {
      body: Buffer.from(await res.arrayBuffer()).toString('base64'),
      contentType: res.headers.get('content-type') ?? 'application/json; charset=utf-8',
    };
  }
  const bare = await startBare(bodies);
  const rows: Row[] = [];
  try {
    for (const read of reads) {
      const size = Buffer.from(bodies[read.url]!.body, 'base64').length;
      // Two cores are shared by autocannon, the server under test and whatever else the machine runs: one
      // 5 s run moves by tens of percent. Each side gets a 1 s warm-up (JIT, the cache's first miss), then
      // two runs alternating server, bare, server, bare; the better run of each side is kept.
      await cannon({ url: server.base + read.url, duration: 1 });
      await cannon({ url: bare.base + read.url, duration: 1 });
      const runs: { s: Run[]; b: Run[] } = { s: [], b: [] };
      for (let round = 0; round < ROUNDS; round++) {
        runs.s.push(await cannon({ url: server.base + read.url }));
        runs.b.push(await cannon({ url: bare.base + read.url }));
      }
      const best = (list: Run[]) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
      const s = best(runs.s);
      const b = best(runs.b);
      rows.push({ engine, read: `${read.name} (${(size / 1024).toFixed(1)} KB)`, server: s, bare: b });
      log(
        `${engine} ${read.name}: ${Math.round(s.rps)} req/s vs bare ${Math.round(b.rps)} (p99 ${s.p99} ms, non-2xx ${s.non2xx}, errors ${s.errors})`,
      );
    }
  } finally {
    bare.child.kill('SIGTERM');
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// 4. Bookings (PostgreSQL)
// ---------------------------------------------------------------------------------------------

const BOOKING_TIMES = ['09:30', '10:30', '11:30', '12:30', '13:30', '14:30', '15:30', '16:30', '17:30'];
function bookableDays(): string[] {
  const today = toVenueWallTime(new Date()).date;
  const days: string[] = [];
  for (let i = 1; i <= 85; i++) {
    const d = addDays(today, i);
    if (isoWeekday(d) !== 7) days.push(d);
  }
  return days;
}

async function measureAppointmentCreation(server: ProductionServer, fx: Fixture) {
  const days = bookableDays();
  let n = 0;
  const body = (e: { expertId: number; venueId: number; subServiceId: number }, date: string, time: string, i: number) =>
    JSON.stringify({
      first_name: 'Ölçüm',
      last_name: 'Müşterisi',
      email: `olcum${i}@example.com`,
      phone: `+90533${String(i % 10_000_000).padStart(7, '0')}`,
      expert_id: e.expertId,
      venue_id: e.venueId,
      service_id: SAC_KESIMI,
      sub_service_id: e.subServiceId,
      appointment_date: date,
      appointment_time: time,
    });
  const spread = await cannon({
    url: `${server.base}/api/appointments/public`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const i = n++;
          const expert = fx.appointmentExperts[i % fx.appointmentExperts.length]!;
          const slot = Math.floor(i / fx.appointmentExperts.length);
          const date = days[Math.floor(slot / BOOKING_TIMES.length) % days.length]!;
          return { ...req, body: body(expert, date, BOOKING_TIMES[slot % BOOKING_TIMES.length]!, i) };
        },
      },
    ],
  });
  const contendedDate = days[3]!;
  const contended = await cannon({
    url: `${server.base}/api/appointments/public`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      { setupRequest: (req: Record<string, unknown>) => ({ ...req, body: body(fx.contended, contendedDate, '12:30', n++) }) },
    ],
  });
  return { spread, contended };
}

// ---------------------------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------------------------

const serverEnv = {
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  SEED_DEMO: 'false',
  UPLOAD_DIR: path.join(root, 'uploads'),
  WEB_DIST_DIR: path.join(root, 'no-web'),
  BOOKING_MAX_PER_IP: '100000000',
  BOOKING_MAX_PER_PHONE: '100000000',
  BOOKING_MAX_PER_EMAIL: '100000000',
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
