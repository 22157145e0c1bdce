#!/usr/bin/env node
// Times `npm start` as a person runs it (decision 070): from the spawn of `npm start` in the repository to the
// first 200 of /api/health. The first start uses an empty DATA_DIR (the build too when the tree is not built:
// run it in a fresh clone after `npm ci` for the README's first-start figure); each restart runs `npm start`
// again on the same tree and DATA_DIR. Prints one line per start, the restarts' median and the load average.
// Usage: node scripts/measure-start.mjs [restarts=3] (PORT: a free port by default; the data in a temporary folder).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The environment of a first look: no NODE_ENV (development), no database or Redis URL, the given folders. */
export function startEnv({ dataDir, uploadDir, port }) {
  const env = { ...process.env };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) delete env[name];
  return { ...env, DATA_DIR: dataDir, UPLOAD_DIR: uploadDir, PORT: String(port), HOST: '127.0.0.1' };
}

/**
 * Spawns `npm start` in `cwd` (its own process group, so the stop reaches npm, the shell and the server) and
 * resolves once /api/health answers 200: { ms, output(), stop() }. Rejects when it exits first or after timeoutMs.
 */
export async function npmStart({ cwd = root, env, port, timeoutMs = 180_000 }) {
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const force = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    }
  };
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || child.signalCode !== null || performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`npm start did not answer /api/health (exit ${child.exitCode ?? child.signalCode}):\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = Math.round(performance.now() - started);
  return { ms, output: () => out, stop };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const restarts = Number(process.argv[2] ?? 3);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-measure-start-'));
  const port = Number(process.env.PORT ?? (await freePort()));
  const env = startEnv({ dataDir: path.join(dir, 'data'), uploadDir: path.join(dir, 'uploads'), port });
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  try {
    const first = await npmStart({ env, port });
    const built = first.output().includes('Building (');
    await first.stop();
    console.log(`first start${built ? ' (with the build)' : ''}: ${first.ms} ms; load ${load()}`);
    const times = [];
    for (let i = 0; i < restarts; i++) {
      const run = await npmStart({ env, port });
      await run.stop();
      times.push(run.ms);
      console.log(`restart ${i + 1}: ${run.ms} ms`);
    }
    if (times.length) console.log(`restarts: median ${median(times)} ms of ${times.join(', ')}; load ${load()}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
