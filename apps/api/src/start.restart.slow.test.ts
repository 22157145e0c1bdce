import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, median, npmStart, startEnv } from '../../../scripts/measure-start.mjs';
import { repoRoot } from './config/env';

/**
 * `npm start` on a built tree skips the build and answers /api/health within 5 s (decision 070): the median of
 * three restarts, each timed from the spawn of `npm start` to the first 200, on a DATA_DIR its first start
 * created. Needs `npm run build` (it records the build's inputs); it never builds, since a build removes the
 * chunks the other slow suites' servers start from. Also checks the console: the plain ready line at every
 * start, the embedded database's warning at the first start on the folder only.
 */
const RESTARTS = 3;
const BUDGET_MS = Number(process.env.RESTART_BUDGET_MS ?? 5_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-restart-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const EMBEDDED_WARNING = 'embedded database (PGlite)';

describe('npm start on a built tree', () => {
  beforeAll(() => {
    const check = spawnSync(process.execPath, ['scripts/build-inputs.mjs', 'check'], { cwd: repoRoot, encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`${check.stdout.trim()}: run \`npm run build\` first`);
  });

  it(`restarts without building and answers /api/health within ${BUDGET_MS} ms (median of ${RESTARTS})`, async () => {
    const port = await freePort();
    const env = startEnv({ dataDir: path.join(dir, 'data'), uploadDir: path.join(dir, 'uploads'), port });
    const readyLine = new RegExp(`^Randevu hazır: http://localhost:${port}$`, 'm');

    const first = await npmStart({ env, port });
    await first.stop();
    expect(first.output()).toContain('Build up to date');
    expect(first.output()).toMatch(readyLine);
    expect(first.output()).toContain(EMBEDDED_WARNING);

    const times: number[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      const run = await npmStart({ env, port });
      await run.stop();
      times.push(run.ms);
      expect(run.output()).not.toContain('Building (');
      expect(run.output()).toMatch(readyLine);
      expect(run.output(), 'the warning is shown once per DATA_DIR').not.toContain(EMBEDDED_WARNING);
    }
    const load = os.loadavg()[0]! / os.availableParallelism();
    console.log(
      `npm start: first start ${first.ms} ms (no build); restarts ${times.join(', ')} ms, median ${median(times)} ms; ` +
        `allowed ${BUDGET_MS} ms; load ${load.toFixed(2)} per core`,
    );
    expect(median(times)).toBeLessThanOrEqual(BUDGET_MS);
  });
});
