import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltServer, startProductionServer, type ProductionServer } from '../test/production-server';
import { requireTool } from '../test/require-service';
import { venueSegment } from '@randevu/contracts';

/**
 * What outside validators say of what the compiled production server serves (decision 056; needs `npm run build`):
 * - the Nu HTML Checker (vnu-jar, on Debian's Java: default-jre-headless) on the landing page, a venue page and the
 *   four legal pages, fetched as a validator or crawler fetches them (`Accept: *\/*`): no error and no warning (its
 *   plain infos, such as the trailing slash React writes on void elements, are allowed);
 * - `promtool check metrics` (Debian's prometheus package) on a scrape of /metrics: no finding.
 * The server runs on PGlite with the demo data (a venue with a gallery, reviews and FAQs) and PUBLIC_URL set, so the
 * pages carry their absolute canonical and Open Graph addresses. Prints how long each step takes.
 */
const PUBLIC_URL = 'https://randevu.example';
const METRICS_TOKEN = 'outside-validators-metrics-token';
const LEGAL_TYPES = ['verilerin-guvenligi', 'acik-riza-metni', 'aydinlatma-metni', 'cerez-politikasi'];
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const hasJava = requireTool('java', ['-version'], '.ci/run: apt-get install default-jre-headless');
const hasPromtool = requireTool('promtool', ['--version'], '.ci/run: apt-get install --no-install-recommends prometheus');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-validators-'));
let server: ProductionServer;
const timings: string[] = [];
const timed = async <T>(what: string, run: () => Promise<T> | T): Promise<T> => {
  const started = performance.now();
  const result = await run();
  timings.push(`${what} ${Math.round(performance.now() - started)} ms`);
  return result;
};

beforeAll(async () => {
  requireBuiltServer({ template: true });
  server = await timed('server start (template copy, demo data)', () =>
    startProductionServer(
      {
        ALLOW_EMBEDDED_DB: 'true',
        SEED_DEMO: 'true',
        DATA_DIR: path.join(root, 'data'),
        UPLOAD_DIR: path.join(root, 'uploads'),
        PUBLIC_URL,
        METRICS_TOKEN,
        LOG_LEVEL: 'warn',
      },
      180_000,
    ),
  );
}, 200_000);

afterAll(async () => {
  await server?.stop();
  console.log(`outside validators: ${timings.join('; ')}`);
  fs.rmSync(root, { recursive: true, force: true });
});

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('outside validators on the production server', () => {
  it.skipIf(!hasJava)('the Nu HTML Checker finds no error or warning on the landing, a venue and the legal pages', async () => {
    const venue = (await (await fetch(`${server.base}/api/venues/1`)).json()) as { data: { id: number; name: string } };
    const pages = ['/', `/${venueSegment(venue.data)}`, ...LEGAL_TYPES.map((type) => `/pages/${type}`)];
    const files = await timed('fetch the pages', () =>
      Promise.all(
        pages.map(async (page, i) => {
          const res = await fetch(`${server.base}${page}`, { headers: { accept: '*/*' } });
          const html = await res.text();
          expect(res.status, page).toBe(200);
          expect(res.headers.get('content-type'), page).toMatch(/^text\/html/);
          // Rendered on the server, with its canonical address on PUBLIC_URL.
          expect(html, page).toContain('data-prerendered');
          expect(html, page).toContain(`<link rel="canonical" href="${PUBLIC_URL}${page}">`);
          const file = path.join(root, `page-${i}.html`);
          fs.writeFileSync(file, html);
          return file;
        }),
      ),
    );
    const run = await timed('vnu (one JVM, all pages)', () =>
      spawnSync('java', ['-jar', vnuJar, '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
    );
    expect(run.error).toBeUndefined();
    const messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
    const findings = messages
      .filter((m) => m.type !== 'info' || m.subType === 'warning')
      .map((m) => {
        const page = pages[files.findIndex((f) => m.url?.endsWith(path.basename(f)))] ?? m.url;
        return `${page}:${m.lastLine ?? '?'} ${m.subType ?? m.type}: ${m.message} ${JSON.stringify(m.extract ?? '')}`;
      });
    expect(findings).toEqual([]);
  });

  it.skipIf(!hasPromtool)('promtool check metrics finds nothing in a scrape of /metrics', async () => {
    const res = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    const run = await timed('promtool check metrics', () =>
      spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' }),
    );
    expect(`${run.stdout}${run.stderr}`.trim()).toBe('');
    expect(run.status).toBe(0);
  });
});
