/**
 * `npm run bench:lighthouse`: Lighthouse 12 (pinned: 13 needs Node 22) in mobile mode with its simulated
 * slow 4G and 4× CPU, against what `npm start` serves: the built web app and the compiled server, in development mode
 * on a fresh PGlite folder with the demo data. Pages: the landing page, the listing (/companies) and the first demo
 * venue's page at its canonical address (the one a prefixed link redirects to). RUNS runs each (default 3); prints
 * performance and accessibility scores, FCP, LCP, TBT, CLS and the bytes transferred per run and their medians, and
 * saves them to bench/results/lighthouse-<date>.json. Run `npm run build` first.
 * LIGHTHOUSE_REPORTS=DIR also writes each run's full report (JSON) there, to see what a score is made of.
 * LIGHTHOUSE_BASELINE=DIR measures a copy of an earlier build too (DIR/api/dist and DIR/web/dist, copied from
 * apps/api/dist and apps/web/dist), run for run in turn with this one, so both see the same machine load.
 * LIGHTHOUSE_PAGES=landing,venue limits the pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer, type ProductionServer } from '../apps/api/test/production-server';

const RUNS = Number(process.env.RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const BASELINE = process.env.LIGHTHOUSE_BASELINE ? path.resolve(process.env.LIGHTHOUSE_BASELINE) : null;
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
if (REPORTS) fs.mkdirSync(REPORTS, { recursive: true });
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-lighthouse-'));

const start = (name: string, extra: Record<string, string>, command?: string) =>
  startProductionServer(
    {
      NODE_ENV: 'development',
      DATA_DIR: path.join(root, name, 'data'),
      UPLOAD_DIR: path.join(root, name, 'uploads'),
      LOG_LEVEL: 'warn',
      ...extra,
    },
    180_000,
    command,
  );
const builds: Record<string, ProductionServer> = {};
builds.now = await start('now', {});
if (BASELINE)
  builds.baseline = await start(
    'baseline',
    { WEB_DIST_DIR: path.join(BASELINE, 'web/dist') },
    `node ${path.join(BASELINE, 'api/dist/server.js')}`,
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
  load: number;
}
/** The median of the runs that measured (a run that timed out under load has no figures: NaN). */
const median = (xs: number[]) => {
  const ok = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor(ok.length / 2)]! : NaN;
};

/** The venue page's address as the server calls it canonical: a prefixed link answered by a redirect is followed. */
async function venuePath(base: string): Promise<string> {
  const venue = (await (await fetch(`${base}/api/venues/1`)).json()) as { data: { id: number; prefix: string } };
  const linked = `/${venue.data.prefix}-${venue.data.id}`;
  const res = await fetch(`${base}${linked}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const location = res.status === 301 ? res.headers.get('location') : null;
  return location ? new URL(location, base).pathname : linked;
}

try {
  const pages: Record<string, Record<string, string>> = {};
  for (const [build, server] of Object.entries(builds))
    pages[build] = Object.fromEntries(
      Object.entries({ landing: '/', listing: '/companies', venue: await venuePath(server.base) }).filter(
        ([name]) => !ONLY || ONLY.includes(name),
      ),
    );
  const results: Record<string, Run[]> = {};
  for (const name of Object.keys(pages.now!)) {
    for (const [build, server] of Object.entries(builds)) {
      // One load first, so that the server's first-request work (the rendered-page cache) is not measured.
      await fetch(`${server.base}${pages[build]![name]}`, { headers: { accept: 'text/html' } });
      results[`${name} (${build})`] = [];
    }
    for (let i = 0; i < RUNS; i++)
      for (const [build, server] of Object.entries(builds)) {
        const key = `${name} (${build})`;
        const result = await lighthouse(`${server.base}${pages[build]![name]}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result!.lhr;
        if (REPORTS) fs.writeFileSync(path.join(REPORTS, `${name}-${build}-${i + 1}.json`), JSON.stringify(lhr));
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const run: Run = {
          // A run Lighthouse could not complete (no paint within its timeout under load) scores 0: no figure.
          performance: lhr.runtimeError ? NaN : Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcpMs: Math.round(audit('first-contentful-paint')),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Number(audit('cumulative-layout-shift').toFixed(3)),
          transferKb: Math.round(audit('total-byte-weight') / 1024),
          load: Number(os.loadavg()[0]!.toFixed(1)),
        };
        results[key]!.push(run);
        console.log(`${key} run ${i + 1}: ${JSON.stringify(run)}`);
      }
  }
  console.log('\n| page | performance | accessibility | FCP | LCP | TBT | CLS | transferred | load (1 min) |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---|');
  for (const [name, runs] of Object.entries(results)) {
    const m = (k: keyof Run) => median(runs.map((r) => r[k]));
    const all = (k: keyof Run) => runs.map((r) => r[k]).join(', ');
    console.log(
      `| ${name} | ${all('performance')} (median **${m('performance')}**) | ${all('accessibility')} | ${m('fcpMs')} ms | ${m('lcpMs')} ms | ${m('tbtMs')} ms | ${m('cls')} | ${m('transferKb')} KB | ${all('load')} |`,
    );
  }
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `lighthouse-${new Date().toISOString().slice(0, 10)}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ lighthouse: '12.8.2', runs: RUNS, cpus: os.cpus().length, load: os.loadavg(), pages, results }, null, 2)}\n`,
  );
  console.log(`\nsaved ${path.relative(process.cwd(), file)}`);
} finally {
  chrome.kill();
  for (const server of Object.values(builds)) await server.stop();
  fs.rmSync(root, { recursive: true, force: true });
}
