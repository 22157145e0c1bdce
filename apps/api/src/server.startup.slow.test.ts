import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureStartup, median, removeKeptDirs, startBudgetMs } from '../scripts/measure-startup.mjs';
import { apiDir, freePort } from '../test/production-server';

/**
 * Issue 14: the compiled production server answers /api/health within 1.5 s of its spawn, on PGlite,
 * from the build's template (decision record 025). Needs `npm run build`. The median of five starts
 * is always printed; it is asserted only while the machine is not busy (1-minute load average per
 * core below MAX_LOAD_PER_CORE), because on a shared machine a start mostly measures the queue for
 * the CPU, not the server (the same rule as e2e/web-vitals.spec.ts).
 */
const MAX_LOAD_PER_CORE = 1.5;
const RUNS = 5;
const bundle = path.join(apiDir, 'dist/server.js');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-startup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('production start-up on PGlite from the template', () => {
  beforeAll(() => {
    for (const built of [bundle, path.join(apiDir, 'dist/db-template')])
      if (!fs.existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
  });

  it(`answers /api/health within ${startBudgetMs} ms (median of ${RUNS} starts on an empty DATA_DIR)`, async () => {
    const runs = [];
    try {
      for (let i = 0; i < RUNS; i++) runs.push(await measureStartup({}, undefined, { keep: true }));
    } finally {
      removeKeptDirs();
    }
    for (const run of runs) expect(run.fromTemplate, 'every start copied the template').toBe(true);
    const ms = median(runs.map((r) => r.ms));
    const loadPerCore = os.loadavg()[0]! / os.availableParallelism();
    const busy = loadPerCore >= MAX_LOAD_PER_CORE;
    console.log(
      `start-up to /api/health: median ${ms} ms (runs ${runs.map((r) => r.ms).join(', ')}; CPU ${runs.map((r) => r.cpuMs).join(', ')} ms; ` +
        `budget ${startBudgetMs} ms; load ${loadPerCore.toFixed(2)} per core)` +
        (busy ? ' [machine busy: not asserted]' : ''),
    );
    if (!busy) expect(ms).toBeLessThanOrEqual(startBudgetMs);
  });

  it('a second server on the same DATA_DIR exits with the lock error, and the first keeps serving', async () => {
    const dataDir = path.join(root, 'shared');
    const env = { DATA_DIR: dataDir, UPLOAD_DIR: path.join(root, 'uploads') };
    const port = await freePort();
    const first = spawn(process.execPath, [bundle], {
      cwd: apiDir,
      env: { ...process.env, NODE_ENV: 'production', ALLOW_EMBEDDED_DB: 'true', HOST: '127.0.0.1', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const deadline = Date.now() + 60_000;
      while (!(await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false))) {
        expect(first.exitCode, 'the first server exited').toBeNull();
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 50));
      }
      const second = spawn(process.execPath, [bundle], {
        cwd: apiDir,
        env: { ...process.env, NODE_ENV: 'production', ALLOW_EMBEDDED_DB: 'true', HOST: '127.0.0.1', PORT: String(await freePort()), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      second.stdout.on('data', (d) => (output += d));
      second.stderr.on('data', (d) => (output += d));
      const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
      expect(code).not.toBe(0);
      expect(output).toContain(`is in use by process ${first.pid}`);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      first.kill('SIGTERM');
      await new Promise((r) => (first.exitCode !== null ? r(null) : first.once('exit', r)));
    }
  });
});
