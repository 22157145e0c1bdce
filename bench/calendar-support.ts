/**
 * The process and load helpers of `npm run bench:calendar` (bench/calendar.ts): the admin connection, starting and
 * stopping the servers, and autocannon runs with the server's CPU time per request.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

export async function admin(query: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000) {
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

export function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  // A CPU profile (BENCH_PROF) is written at exit, after the outbox worker drained: give it time.
  const force = setTimeout(() => child.kill('SIGKILL'), process.env.BENCH_PROF ? 60_000 : 10_000);
  return exited.finally(() => clearTimeout(force));
}

export interface Run {
  /** Server CPU (user + system) per answered request, ms; NaN where /proc is missing. */
  cpuMs: number;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
}

export interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** CPU time (ms) each PostgreSQL process of this machine has used so far, by pid (Linux; empty elsewhere). */
export function postgresCpuByPid(): Map<number, number> {
  const found = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1]!.split(' ');
      found.set(Number(pid), ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {
      // exited between the listing and the read
    }
  }
  return found;
}

/**
 * CPU time (ms) PostgreSQL used since `before` (a `postgresCpuByPid`): what requests cost the database (backends, WAL
 * writer, checkpointer, autovacuum). A process that exited meanwhile takes its time with it (not counted, so this is a
 * floor); one that started counts whole. NaN without /proc.
 */
export function postgresCpuSince(before: Map<number, number>): number {
  const now = postgresCpuByPid();
  if (now.size === 0) return NaN;
  let total = 0;
  for (const [pid, ms] of now) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** What the benches keep of an autocannon run: latencies, throughput, failures (timeouts count as errors). */
export function measured(r: Omit<AutocannonResult, 'requests'> & { requests: { average: number } }): Omit<Run, 'cpuMs'> {
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** CPU time (ms) the process has used so far, from /proc (Linux); NaN elsewhere. */
export function cpuTimeMs(pid: number | undefined): number {
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
export async function load(
  url: string,
  headers: Record<string, string>,
  server: ChildProcess,
  duration = DURATION_S,
): Promise<Run> {
  const cpuBefore = cpuTimeMs(server.pid);
  const r = (await autocannon({ url, connections: CONNECTIONS, duration, headers })) as AutocannonResult;
  return { cpuMs: (cpuTimeMs(server.pid) - cpuBefore) / r.requests.total, ...measured(r) };
}

/** The machine's load averages (1, 5, 15 min) as the benches print them beside their figures. */
export const loadText = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** Saves a bench's figures as bench/results/<name>-<date>.json, with the machine's load. */
export function saveResults(name: string, data: object): void {
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `${name}-${new Date().toISOString().slice(0, 10)}.json`),
    `${JSON.stringify({ ...data, load: os.loadavg() }, null, 2)}\n`,
  );
}
