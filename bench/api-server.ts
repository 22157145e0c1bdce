/**
 * The API server for the benchmarks on PostgreSQL: apps/api/src/server.ts under tsx, production mode, its own port and
 * directories under `root`, no demo data; `extra` adds to (or overrides) its environment.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../apps/api/test/production-server';
import { waitFor } from './calendar-support';

const apiDir = path.join(import.meta.dirname, '../apps/api');

export async function startApi(dbUrl: string, root: string, extra: Record<string, string> = {}) {
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
    ...extra,
  };
  // BENCH_PROF=1: a CPU profile of the server in /tmp/bench-prof (node --cpu-prof).
  const prof = process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/bench-prof'] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return { child, base };
}

/** A business account on the server (POST /api/register-business): its bearer token and user id. */
export async function registerOwnerOver(base: string, name: string) {
  const res = await fetch(`${base}/api/register-business`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      business_name: name,
      email: `bench.${Date.now()}.${process.pid}@example.com`,
      phone: '2125550000',
      password: 'Gizli.Sifre123',
      password_confirmation: 'Gizli.Sifre123',
    }),
  });
  if (res.status !== 201) throw new Error(`register-business: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { token: string; user: { id: number } } };
  return { token: data.token, userId: data.user.id };
}
