import os from 'node:os';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { BASELINE_HEADING, startBaselineServer } from './support/lcp-baseline';

/**
 * Decision 022: LCP < 1.0 s and CLS < 0.05 for the landing page and a venue page, in Chromium
 * with 4× CPU throttling on loopback, measured with the Performance API over cold loads (a fresh browser
 * context, so an empty HTTP cache) per page and viewport.
 *
 * LCP is asserted against a reference page measured in the same run (decisions 068 and
 * 069): a fixed document with a known amount of style and layout (`support/lcp-baseline.ts`), loaded
 * alternately with ours under the same throttling and viewport. An absolute budget measured the machine: the same
 * build's fastest load was 0.73 s one day and 1.6–2.2 s another. The ratio of the two pages' median loads is
 * asserted: one odd load of either page does not move a median of three (the ratio of the two fastest loads failed
 * a run on a single reference load of 224 ms among 576–648). The spec's 1.0 s goal is printed for every page and
 * viewport.
 */
const RUNS = 3;
/**
 * Up to five cold loads of each when three leave the ratio within a fifth of its limit (or CLS over its own): on a
 * busy machine two odd loads of one page out of three move its median. A page that is slow stays slow in
 * every load, so more loads do not let a regression through; a clear pass costs three.
 */
const MAX_RUNS = 5;
const CLEAR_MARGIN = 0.8;
const CPU_THROTTLING = 4;
const CLS_LIMIT = 0.05;
const LCP_GOAL_MS = 1000;
/** Our median load may take at most this multiple of the reference page's median load (calibration: decision 069). */
const MAX_RATIO = 3;

const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

interface Vitals {
  lcp: number;
  cls: number;
  lcpElement: string;
}

declare global {
  interface Window {
    __vitals: Vitals;
  }
}

/** Runs before any page script: records the last LCP candidate and sums layout shifts without recent input. */
function observeVitals() {
  window.__vitals = { lcp: 0, cls: 0, lcpElement: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      window.__vitals.lcp = entry.startTime;
      const el = entry.element;
      window.__vitals.lcpElement = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}` : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measureOnce(
  browser: Browser,
  baseURL: string,
  path: string,
  viewport: { width: number; height: number },
  heading: string,
) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.addInitScript(observeVitals);
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Late shifts (a font swap, an image without dimensions) land within a few frames after the network settles.
    await page.waitForTimeout(500);
    return await page.evaluate(() => window.__vitals);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The ratio the spec asserts: our median cold load over the reference page's, loaded alternately. */
const medianRatio = (runs: Vitals[], reference: number[]) => median(runs.map((r) => r.lcp)) / median(reference);
const ms = (values: number[]) => values.map((v) => Math.round(v)).join(', ');

let baseline: Awaited<ReturnType<typeof startBaselineServer>>;
test.beforeAll(async () => {
  baseline = await startBaselineServer();
});
test.afterAll(async () => {
  await baseline?.close();
});

async function measure(browser: Browser, baseURL: string, path: string, heading: string, label: string) {
  for (const [name, viewport] of Object.entries(viewports)) {
    const runs: Vitals[] = [];
    const reference: number[] = [];
    const clear = () => medianRatio(runs, reference) < MAX_RATIO * CLEAR_MARGIN && median(runs.map((r) => r.cls)) < CLS_LIMIT;
    // Alternately, so that the page and the reference meet the same moments of the machine.
    while (runs.length < MAX_RUNS && (runs.length < RUNS || !clear())) {
      reference.push((await measureOnce(browser, baseline.url, '/', viewport, BASELINE_HEADING)).lcp);
      runs.push(await measureOnce(browser, baseURL, path, viewport, heading));
    }
    const lcp = median(runs.map((r) => r.lcp));
    const fastest = Math.min(...runs.map((r) => r.lcp));
    const fastestReference = Math.min(...reference);
    const ratio = medianRatio(runs, reference);
    const cls = median(runs.map((r) => r.cls));
    const loadPerCore = os.loadavg()[0]! / os.cpus().length;
    const line =
      `${label} @ ${name} ${viewport.width}px, CPU ${CPU_THROTTLING}× slower, load ${loadPerCore.toFixed(1)} per core: ` +
      `LCP median ${Math.round(lcp)} ms, fastest ${Math.round(fastest)} ms (runs ${ms(runs.map((r) => r.lcp))}; ` +
      `element ${runs.at(-1)!.lcpElement}); reference page median ${Math.round(median(reference))} ms, ` +
      `fastest ${Math.round(fastestReference)} ms (runs ${ms(reference)}); ratio of the medians ${ratio.toFixed(2)} ` +
      `(limit ${MAX_RATIO}; of the fastest loads ${(fastest / fastestReference).toFixed(2)}); ` +
      `spec goal median < ${LCP_GOAL_MS} ms: ${lcp < LCP_GOAL_MS ? 'met' : 'not met on this machine now'}; ` +
      `CLS ${cls.toFixed(4)} (runs ${runs.map((r) => r.cls.toFixed(4)).join(', ')})`;
    console.log(line);
    test.info().annotations.push({ type: 'web-vitals', description: line });
    expect.soft(ratio, `${label} LCP at ${name}: median load / reference page's median load`).toBeLessThan(MAX_RATIO);
    expect.soft(cls, `${label} CLS at ${name}`).toBeLessThan(CLS_LIMIT);
  }
}

test.describe('web vitals (4× CPU throttling, median cold load against a reference page)', () => {
  // Up to twenty cold loads per page (two viewports × five × page and reference), each throttled: 1.1–1.3 min
  // on a machine at load 2 per core; generous for a busy one.
  test.setTimeout(480_000);

  test('the landing page', async ({ browser, baseURL }) => {
    await measure(browser, baseURL!, '/', 'Randevunuzu beklemeden, birkaç adımda alın', 'landing');
  });

  test('a venue page', async ({ browser, baseURL, request }) => {
    // A seeded demo venue (İstanbul + Güzellik).
    const res = await request.get('/venues/by-city-category/34/1');
    expect(res.ok()).toBe(true);
    const venues = (await res.json()).data as { id: number; prefix: string; name: string }[];
    const venue = venues.find((v) => v.name === 'Moda Saç Tasarım');
    expect(venue).toBeDefined();
    await measure(browser, baseURL!, `/moda-sac-tasarim-${venue!.id}`, venue!.name, 'venue page');
  });
});
