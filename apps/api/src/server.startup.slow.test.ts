import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureAgainstBaseline, startBaselineRatio, startBudgetMs } from '../scripts/measure-startup.mjs';
import { apiDir, freePort, requireBuiltServer } from '../test/production-server';

/**
 * The compiled production server answers /api/health within 1.5 s of its spawn, on PGlite,
 * from the build's template (decision record 025). Needs `npm run build`. Each server start is paired with
 * a start of the baseline (scripts/startup-baseline.mjs: Node, the same template copy, PGlite's open and a
 * node:http health answer, nothing of ours) in the same run. The 1.5 s were set where the baseline takes
 * ≈ 0.8 s; on a slower or busier machine (the CI machine measured 1.6 s for a start that takes 1.2 s here)
 * the budget scales with the baseline: median ≤ max(1.5 s, 1.9 × baseline median). Always asserted.
 */
const RUNS = 7;
const bundle = path.join(apiDir, 'dist/server.js');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-startup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('production start-up on PGlite from the template', () => {
  beforeAll(() => {
    requireBuiltServer({ template: true });
  });

  it(`answers /api/health within ${startBudgetMs} ms, or ${startBaselineRatio} × the baseline on a slower machine (medians of ${RUNS} starts on an empty DATA_DIR)`, async () => {
    const { servers, baselines, ms, baselineMs, allowedMs, loadPerCore } = await measureAgainstBaseline(RUNS);
    for (const run of servers) expect(run.fromTemplate, 'every start copied the template').toBe(true);
    const list = (runs: { ms: number }[]) => runs.map((r) => r.ms).join(', ');
    console.log(
      `start-up to /api/health: median ${ms} ms (runs ${list(servers)}; CPU ${servers.map((r) => r.cpuMs).join(', ')} ms); ` +
        `baseline median ${baselineMs} ms (runs ${list(baselines)}); ratio ${(ms / baselineMs).toFixed(2)}; ` +
        `allowed ${allowedMs} ms; load ${loadPerCore.toFixed(2)} per core`,
    );
    expect(ms).toBeLessThanOrEqual(allowedMs);
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
      while (
        !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        expect(first.exitCode, 'the first server exited').toBeNull();
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 50));
      }
      const second = spawn(process.execPath, [bundle], {
        cwd: apiDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          ALLOW_EMBEDDED_DB: 'true',
          HOST: '127.0.0.1',
          PORT: String(await freePort()),
          ...env,
        },
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
