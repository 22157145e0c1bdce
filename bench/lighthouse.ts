/**
 * `npm run bench:lighthouse`: Lighthouse 12 (pinned: 13 needs Node 22) in mobile mode with its simulated
 * slow 4G and 4× CPU, against what `npm start` serves: the built web app and the compiled server, in development mode
 * on a fresh PGlite folder with the demo data. Pages: the landing page and the first demo venue's page. RUNS runs
 * each (default 3); prints performance and accessibility scores, FCP, LCP, TBT, CLS and the bytes transferred per run
 * and their medians, and saves them to bench/results/lighthouse-<date>.json. Run `npm run build` first.
 * LIGHTHOUSE_REPORTS=DIR also writes each run's full report (JSON) there, to see what a score is made of.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer } from '../apps/api/test/production-server';

const RUNS = Number(process.env.RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
if (REPORTS) fs.mkdirSync(REPORTS, { recursive: true });
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-lighthouse-'));
const server = await startProductionServer(
  { NODE_ENV: 'development', DATA_DIR: path.join(root, 'data'), UPLOAD_DIR: path.join(root, 'uploads'), LOG_LEVEL: 'warn' },
  180_000,
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

interface Run {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const venue = (await (await fetch(`${server.base}/api/venues/1`)).json()) as { data: { id: number; prefix: string } };
  const pages = { landing: '/', venue: `/${venue.data.prefix}-${venue.data.id}` };
  const results: Record<string, Run[]> = {};
  for (const [name, pathName] of Object.entries(pages)) {
    results[name] = [];
    // One load first, so that the server's first-request work (the rendered-page cache) is not measured.
    await fetch(`${server.base}${pathName}`, { headers: { accept: 'text/html' } });
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.base}${pathName}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result!.lhr;
      if (REPORTS) fs.writeFileSync(path.join(REPORTS, `${name}-${i + 1}.json`), JSON.stringify(lhr));
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const run: Run = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        transferKb: Math.round(audit('total-byte-weight') / 1024),
      };
      results[name]!.push(run);
      console.log(`${name} run ${i + 1}: ${JSON.stringify(run)}`);
    }
  }
  console.log('\n| page | performance | accessibility | FCP | LCP | TBT | CLS | transferred |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, runs] of Object.entries(results)) {
    const m = (k: keyof Run) => median(runs.map((r) => r[k]));
    const range = (k: keyof Run) => `${Math.min(...runs.map((r) => r[k]))}–${Math.max(...runs.map((r) => r[k]))}`;
    console.log(
      `| ${name} | ${range('performance')} (median ${m('performance')}) | ${range('accessibility')} | ${m('fcpMs')} ms | ${m('lcpMs')} ms | ${m('tbtMs')} ms | ${m('cls')} | ${m('transferKb')} KB |`,
    );
  }
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `lighthouse-${new Date().toISOString().slice(0, 10)}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ lighthouse: '12.8.2', runs: RUNS, load: os.loadavg(), pages, results }, null, 2)}\n`,
  );
  console.log(`\nsaved ${path.relative(process.cwd(), file)}`);
} finally {
  chrome.kill();
  await server.stop();
  fs.rmSync(root, { recursive: true, force: true });
}
