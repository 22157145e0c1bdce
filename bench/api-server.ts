/**
 * The API server for the benchmarks on PostgreSQL: apps/api/src/server.ts under tsx, production mode, its own port and
 * directories under `root`, no demo data; `extra` adds to (or overrides) its environment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../apps/api/src/db/client';
import { seedReference } from '../apps/api/src/db/seed/reference';
import { freePort } from '../apps/api/test/production-server';
import { admin, ADMIN_URL, stop, waitFor } from './calendar-support';

const apiDir = path.join(import.meta.dirname, '../apps/api');

/** The bench server's METRICS_TOKEN: in production /metrics answers nobody without one (decision 057). */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

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
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
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

export interface BenchDatabase {
  /** The private database's URL, for the servers. */
  dbUrl: string;
  /** A scratch directory for the servers' uploads and data. */
  root: string;
  /** Open, migrated, with the reference data; close it once seeded (closing again does nothing). */
  database: Database;
  /** Servers the run starts: stopped at the end. */
  children: ChildProcess[];
}

/**
 * One bench run on a private PostgreSQL database (created beside ADMIN_URL's, migrated, with the reference data) and a
 * scratch directory; `body` returns whether the target was missed. Whatever happens, the servers are stopped, the
 * database dropped and the directory removed; the process then exits 1 on a miss or an error.
 */
export async function withBenchDatabase(label: string, body: (b: BenchDatabase) => Promise<boolean>): Promise<never> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `randevu-bench-${label}-`));
  const name = `randevu_bench_${label.replace(/-/g, '_')}_${Date.now()}_${process.pid}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const children: ChildProcess[] = [];
  await admin(`create database "${name}"`);
  let failed = true;
  try {
    const opened = await createDatabase({ url: dbUrl, poolSize: 4 });
    await opened.migrate();
    await seedReference(opened.db);
    let closed: Promise<void> | undefined;
    const database: Database = { ...opened, close: () => (closed ??= opened.close()) };
    try {
      failed = await body({ dbUrl, root, database, children });
    } finally {
      await database.close();
    }
  } finally {
    await Promise.all(children.map(stop));
    await admin(`drop database if exists "${name}" with (force)`);
    fs.rmSync(root, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}
