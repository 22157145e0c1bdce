import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** scripts/check-bundle-budget.mjs on fixture builds: random bytes do not compress, so gzip ≈ raw size. */
const script = path.resolve(import.meta.dirname, 'check-bundle-budget.mjs');
const dirs: string[] = [];

function fixture(sizes: { entry: number; shared: number; landing: number; lazyOther: number }) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
  dirs.push(dist);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  const write = (name: string, bytes: number) => fs.writeFileSync(path.join(dist, 'assets', name), crypto.randomBytes(bytes));
  write('index-a.js', sizes.entry);
  write('shared-b.js', sizes.shared);
  write('home-c.js', sizes.landing);
  write('owner-d.js', sizes.lazyOther);
  fs.writeFileSync(path.join(dist, 'assets', 'index-e.css'), crypto.randomBytes(50_000));
  const manifest = {
    'index.html': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_shared-b.js'],
      dynamicImports: ['src/app/routes/marketplace-home.tsx', 'src/app/routes/owner.tsx'],
      css: ['assets/index-e.css'],
    },
    '_shared-b.js': { file: 'assets/shared-b.js' },
    'src/app/routes/marketplace-home.tsx': { file: 'assets/home-c.js', isDynamicEntry: true, imports: ['_shared-b.js'] },
    'src/app/routes/owner.tsx': { file: 'assets/owner-d.js', isDynamicEntry: true },
  };
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-b.js"><link rel="stylesheet" href="/assets/index-e.css"></head></html>',
  );
  return dist;
}

function run(dist: string, ...args: string[]) {
  try {
    return {
      code: 0,
      out: execFileSync(process.execPath, [script, '--dist', dist, ...args], { encoding: 'utf8', stdio: 'pipe' }),
    };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: e.stdout + e.stderr };
  }
}

afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('check-bundle-budget', () => {
  it('passes a build under the budget and counts the entry, its imports and the landing route once each', () => {
    const dist = fixture({ entry: 40_000, shared: 30_000, landing: 20_000, lazyOther: 500_000 });
    const { code, out } = run(dist);
    expect(code).toBe(0);
    expect(out).toContain('assets/index-a.js');
    expect(out).toContain('assets/shared-b.js');
    expect(out).toContain('assets/home-c.js');
    // Other lazy routes, and CSS, are not JavaScript before the landing page paints.
    expect(out).not.toContain('owner-d.js');
    expect(out).not.toContain('index-e.css');
    const total = Number(/([\d.]+) KB {2}total/.exec(out)?.[1]);
    expect(total).toBeGreaterThan(90);
    expect(total).toBeLessThan(91);
    expect(out).toContain('bundle budget: ok');
  });

  it('fails an over-budget build with exit code 1', () => {
    const dist = fixture({ entry: 100_000, shared: 15_000, landing: 10_000, lazyOther: 1_000 });
    const { code, out } = run(dist);
    expect(code).toBe(1);
    expect(out).toMatch(/bundle budget exceeded: 125\.\d\d KB > 120 KB/);
  });

  it('takes the budget from --budget-kb', () => {
    const dist = fixture({ entry: 100_000, shared: 15_000, landing: 10_000, lazyOther: 1_000 });
    expect(run(dist, '--budget-kb', '130').code).toBe(0);
    expect(run(dist, '--budget-kb', '100').code).toBe(1);
  });

  it('accepts a landing route bundled into the entry (found in its source map) and fails one that is nowhere', () => {
    const dist = fixture({ entry: 40_000, shared: 30_000, landing: 20_000, lazyOther: 1_000 });
    const manifestPath = path.join(dist, '.vite', 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
    delete manifest['src/app/routes/marketplace-home.tsx'];
    fs.writeFileSync(manifestPath, JSON.stringify(manifest));
    const map = (sources: string[]) =>
      fs.writeFileSync(path.join(dist, 'assets', 'index-a.js.map'), JSON.stringify({ version: 3, sources, mappings: '' }));

    map(['../../src/main.tsx', '../../src/app/routes/marketplace-home.tsx']);
    const bundled = run(dist);
    expect(bundled.code).toBe(0);
    expect(bundled.out).toContain('assets/index-a.js');
    expect(bundled.out).toContain('holds the landing route src/app/routes/marketplace-home.tsx');
    expect(bundled.out).not.toContain('home-c.js');

    map(['../../src/main.tsx']);
    const missing = run(dist);
    expect(missing.code).toBe(2);
    expect(missing.out).toContain('neither a chunk in the manifest nor in a first-paint file');
  });

  it('exits 2 when there is no build to measure', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
    dirs.push(empty);
    const { code, out } = run(empty);
    expect(code).toBe(2);
    expect(out).toContain('no manifest');
  });
});
