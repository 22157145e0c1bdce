import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, queryRows } from './client';
import { lockDataDir } from './data-dir-lock';
import { buildTemplate, hasCluster, restoreTemplate } from './template';

/** Finding 12: the data-dir lock and the template copy must be atomic. */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Runs `code` in a fresh Node process (TypeScript through tsx) and resolves with its stdout. */
function child(
  code: string,
  onSpawn?: (pid: number) => void,
): Promise<{ out: string; code: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    onSpawn?.(p.pid!);
    p.on('exit', (exitCode, signal) => resolve({ out, code: exitCode, signal }));
  });
}
const lockModule = JSON.stringify(path.join(here, 'data-dir-lock.ts'));
const templateModule = JSON.stringify(path.join(here, 'template.ts'));

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('the DATA_DIR lock', () => {
  it('lets exactly one of two processes starting in the same millisecond take it', async () => {
    for (let round = 0; round < 3; round++) {
      const dir = path.join(root, `race-${round}`);
      const startAt = Date.now() + 4_000;
      const code = `import { lockDataDir } from ${lockModule};
        while (Date.now() < ${startAt}) {}
        try { const release = lockDataDir(${JSON.stringify(dir)}); console.log('LOCKED'); setTimeout(release, 1500); }
        catch (e) { console.log('REFUSED ' + e.message); }`;
      const results = await Promise.all([child(code), child(code)]);
      const outs = results.map((r) => r.out);
      expect(
        outs.filter((o) => o.includes('LOCKED')),
        outs.join('\n'),
      ).toHaveLength(1);
      expect(outs.filter((o) => o.includes('REFUSED') && o.includes('is in use by process'))).toHaveLength(1);
    }
  }, 60_000);

  it('takes over the lock of a process that died, and refuses while the holder lives', () => {
    const dir = path.join(root, 'stale');
    fs.mkdirSync(dir, { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    fs.writeFileSync(path.join(dir, '.randevu.pid'), dead);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, '.randevu.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, '.randevu.pid'))).toBe(false);

    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(dir, '.randevu.pid'), String(sleeper.pid));
      expect(() => lockDataDir(dir)).toThrow(/is in use by process/);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });
});

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('the template copy into an empty DATA_DIR', () => {
  const templateDir = path.join(root, 'template');
  beforeAll(async () => {
    await buildTemplate(templateDir);
  }, 120_000);

  it('survives being killed at any moment of the copy: the next start finishes it and the cluster opens', async () => {
    for (let round = 0; round < 4; round++) {
      const dataDir = path.join(root, `copy-${round}`);
      const code = `import { restoreTemplate } from ${templateModule};
        restoreTemplate(${JSON.stringify(templateDir)}, ${JSON.stringify(dataDir)}); console.log('DONE');`;
      // Kill somewhere between the start of the process and the end of the copy.
      const delay = 300 + Math.floor(Math.random() * 1500);
      const result = await child(code, (pid) =>
        setTimeout(() => {
          // The copy may have finished (and the process exited) before the timer fires.
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            /* already gone */
          }
        }, delay),
      );
      expect(result.signal === 'SIGKILL' || result.out.includes('DONE')).toBe(true);
      restoreTemplate(templateDir, dataDir);
      expect(hasCluster(dataDir)).toBe(true);
      expect(fs.readdirSync(dataDir).filter((e) => e.startsWith('.template-staging-'))).toEqual([]);
      const database = await createDatabase({ dataDir });
      try {
        const [row] = await queryRows<{ cities: number }>(database.db, sql`select count(*)::int cities from cities`);
        expect(row!.cities).toBe(81);
      } finally {
        await database.close();
      }
    }
  }, 240_000);

  it('copies again over the leftovers of an interrupted copy (entries without PG_VERSION)', () => {
    const dataDir = path.join(root, 'leftovers');
    fs.mkdirSync(path.join(dataDir, '.template-staging-999999', 'base'), { recursive: true });
    fs.mkdirSync(path.join(dataDir, 'base'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'base', 'half-written'), 'x');
    fs.writeFileSync(path.join(dataDir, 'notes-of-the-operator.txt'), 'kept');
    expect(restoreTemplate(templateDir, dataDir)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'base', 'half-written'))).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, 'notes-of-the-operator.txt'), 'utf8')).toBe('kept');
    expect(fs.readdirSync(dataDir).filter((e) => e.startsWith('.template-staging-'))).toEqual([]);
  });
});
