/**
 * What `bench:scale` and `bench:scale-compare` share: autocannon over a request list at 50 connections (with the
 * server's CPU per request), and the bare baseline server (bench/scale-bare.ts) on a database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuTimeMs, measured, waitFor, type AutocannonResult } from './calendar-support';
import { freePort } from '../apps/api/test/production-server';

export const CONNECTIONS = 50;

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Server CPU per answered request (ms). */
  cpuMs: number;
}

/** autocannon over `paths` in order (one shared cursor, so the connections together follow the Zipf draw). */
export async function cannon(base: string, paths: string[], server: ChildProcess, duration: number): Promise<Measure> {
  let i = 0;
  const cpu = cpuTimeMs(server.pid);
  const r = (await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[i++ % paths.length] }) }],
  })) as AutocannonResult;
  return { ...measured(r), cpuMs: (cpuTimeMs(server.pid) - cpu) / Math.max(1, r.requests.total) };
}

export async function startBare(dbUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'scale-bare.ts'), String(port), dbUrl],
    {
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/venue/0`, child);
  return { base, child };
}
