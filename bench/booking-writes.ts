/**
 * `npm run bench:booking-writes` ("Writes"): guest bookings on PostgreSQL at 50 connections, the API server
 * (src/server.ts, production mode, no Redis, limits out of the way) against a bare baseline in the same run
 * (bench/bare-booking-server.ts: one transaction with the expert's advisory lock and the same row). Every request
 * books a slot no other request of the run asks for (100 experts in 10 venues, 45-minute slots over 85 days), so
 * each answer is a 201 unless something is wrong. Runs alternate server, bare, server, bare (BENCH_DURATION_S each,
 * default 5 s); the better run of each side is kept. The venues' daily message cap is BENCH_CAP (default 200, the
 * production default: most of a run's customer messages then wait for tomorrow, as when 10 venues take 3,000
 * bookings). After a server run the bench waits until the outbox has delivered that run's messages (the worker runs in
 * the server, as in production), so the baseline never runs beside that work and the server's CPU per booking includes
 * its delivery. Prints a table (with every PostgreSQL process's CPU per
 * request) and saves bench/results/booking-writes-<date>.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchSlots, guestBookingBody, seedBookingExperts } from './guest-booking-body';
import { freePort } from '../apps/api/test/production-server';
import { startApi, withBenchDatabase } from './api-server';
import { cpuTimeMs, loadText, postgresCpuByPid, postgresCpuSince, saveResults, waitFor } from './calendar-support';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);

interface Result {
  rps: number;
  p50: number;
  p99: number;
  created: number;
  other: number;
  errors: number;
  /** The server process's CPU (user + system) per answered request, ms: less moved by the machine's load than req/s. */
  cpuMs: number;
  /** PostgreSQL's CPU per answered request, ms (`postgresCpuSince`; both servers' pools stay connected). */
  pgCpuMs: number;
  /**
   * Seconds the outbox took to deliver the run's messages after its last answer (the server only): the next run
   * starts after it, and the CPU both spent meanwhile counts in the run's figures, so delivery is paid by the bookings
   * that caused it and not by the baseline that follows.
   */
  drainS: number;
}

await withBenchDatabase('booking-writes', async ({ dbUrl, root, database, children }) => {
  const experts = await seedBookingExperts(database.db);
  await database.close();
  const slot = benchSlots(experts);

  const api = await startApi(dbUrl, root, {
    BOOKING_MAX_PER_IP: '100000000',
    BOOKING_MAX_PER_PHONE: '100000000',
    BOOKING_MAX_PER_EMAIL: '100000000',
    // One contact books many times here; the live-booking caps (decision 057) have their own tests.
    PENDING_MAX_PER_USER_VENUE: '100000000',
    PENDING_MAX_PER_USER: '100000000',
    NOTIFICATIONS_MAX_PER_VENUE_PER_DAY: process.env.BENCH_CAP ?? '200',
    REDIS_URL: '',
  });
  children.push(api.child);
  const barePort = await freePort();
  const bare = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-booking-server.ts'), String(barePort), dbUrl],
    {
      stdio: 'ignore',
    },
  );
  children.push(bare);
  const bareBase = `http://127.0.0.1:${barePort}`;
  await waitFor(`${bareBase}/`, bare);

  // One counter for the whole run: no slot is asked twice, by either server.
  let n = 0;
  const body = () => {
    const i = n++;
    const { owner, date, time } = slot(i);
    return guestBookingBody(owner, date, time, i);
  };
  const outbox = new pg.Client({ connectionString: dbUrl });
  await outbox.connect();
  const pendingMessages = async () =>
    Number(
      (
        await outbox.query<{ n: string }>(
          // Decision 060: a booking's messages are rendered from its event by the same job first.
          `select (select count(*) from outbox_messages where status in ('pending', 'sending') and send_after <= now())
                + (select count(*) from outbox_events where processed_at is null) as n`,
        )
      ).rows[0]!.n,
    );
  const drain = async () => {
    const start = Date.now();
    while ((await pendingMessages()) > 0) {
      if (Date.now() - start > 120_000) throw new Error('the outbox did not drain in 120 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (Date.now() - start) / 1000;
  };
  const run = async (base: string, server: ChildProcess): Promise<Result> => {
    let created = 0;
    const cpuBefore = cpuTimeMs(server.pid);
    const pgBefore = postgresCpuByPid();
    const r = await autocannon({
      url: `${base}/api/appointments/public`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, body: body() }) }],
      setupClient: (client: { on(event: 'response', cb: (status: number) => void): void }) =>
        client.on('response', (status: number) => {
          if (status === 201) created += 1;
        }),
    } as never);
    const res = r as unknown as {
      latency: { p50: number; p99: number };
      requests: { average: number; total: number };
      errors: number;
      timeouts: number;
    };
    const drainS = server === api.child ? await drain() : 0;
    return {
      drainS,
      rps: res.requests.average,
      p50: res.latency.p50,
      p99: res.latency.p99,
      created,
      other: res.requests.total - created,
      errors: res.errors + res.timeouts,
      cpuMs: (cpuTimeMs(server.pid) - cpuBefore) / res.requests.total,
      pgCpuMs: postgresCpuSince(pgBefore) / res.requests.total,
    };
  };
  const best = (a: Result, b: Result) => (a.rps >= b.rps ? a : b);
  const server1 = await run(api.base, api.child);
  const bare1 = await run(bareBase, bare);
  const server2 = await run(api.base, api.child);
  const bare2 = await run(bareBase, bare);
  await outbox.end();
  const server = best(server1, server2);
  const baseline = best(bare1, bare2);
  const ratio = server.rps / baseline.rps;
  console.log(
    `\n| guest bookings, 50 connections × ${DURATION_S} s | req/s | 201 | other | errors | p50 / p99 | server CPU ms / req | PostgreSQL CPU ms / req | outbox drained after |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, r] of [
    ['server', server],
    ['bare transaction (lock + insert)', baseline],
  ] as const)
    console.log(
      `| ${name} | ${Math.round(r.rps)} | ${r.created} | ${r.other} | ${r.errors} | ${r.p50} / ${r.p99} ms | ${r.cpuMs.toFixed(2)} | ${r.pgCpuMs.toFixed(2)} | ${r.drainS.toFixed(1)} s |`,
    );
  console.log(
    `\nratio server / bare: ${(ratio * 100).toFixed(1)} % (target ≥ 50 %); server p99 ${server.p99} ms (target < 100 ms); load ${loadText()}`,
  );
  saveResults('booking-writes', {
    connections: CONNECTIONS,
    durationS: DURATION_S,
    runs: { server1, bare1, server2, bare2 },
    ratio,
  });
  return false;
});
