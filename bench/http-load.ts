/** bench:http, steps 3 and 4: the reads against the production server and the bare one, then guest bookings. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { addDays, isoWeekday, toVenueWallTime } from '../apps/api/src/lib/time';
import { freePort, type ProductionServer } from '../apps/api/test/production-server';
import type { Read } from './http-explain';
import { guestBookingBody } from './guest-booking-body';
import { CONNECTIONS, DURATION_S, log, root, ROUNDS } from './http-options';
import { measured } from './calendar-support';
import type { Fixture } from './http-seed';

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
  return { ...measured(r), total, statuses };
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

export interface Row {
  engine: string;
  read: string;
  server: Run;
  bare: Run;
}

export async function measureReads(engine: string, server: ProductionServer, reads: Read[]): Promise<Row[]> {
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

export async function measureAppointmentCreation(server: ProductionServer, fx: Fixture) {
  const days = bookableDays();
  let n = 0;
  const body = guestBookingBody;
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
