#!/usr/bin/env node
/**
 * Draws public/og-image.png, the site's link-preview picture (og:image of the landing and legal pages, and of a venue
 * without a raster picture of its own; decision 056): 1200 × 630, the brand's mark, name and the landing page's hero
 * texts (from the message catalogue) in Inter, in headless Chromium. Not part of the build: run it again after a change
 * to those texts or the brand, then commit the picture.
 *   node --import tsx apps/web/scripts/og-image.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { marketplaceHomeMessages as home } from '@randevu/contracts/messages/marketplace-home';

const webRoot = path.resolve(import.meta.dirname, '..');
/** The font inlined: a page opened with setContent may not load file: addresses. */
const font = (file) =>
  `data:font/woff2;base64,${fs.readFileSync(path.join(webRoot, '../../node_modules/@fontsource-variable/inter/files', file)).toString('base64')}`;
const escapeHtml = (text) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const mark = fs.readFileSync(path.join(webRoot, 'public/favicon.svg'), 'utf8');

const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; font-weight: 100 900; src: url(${font('inter-latin-ext-wght-normal.woff2')}) format('woff2'); unicode-range: U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF; }
@font-face { font-family: Inter; font-weight: 100 900; src: url(${font('inter-latin-wght-normal.woff2')}) format('woff2'); unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD; }
html, body { margin: 0; }
body { width: 1200px; height: 630px; box-sizing: border-box; padding: 64px 88px 56px; font-family: Inter, sans-serif;
  background: #fff7ed; border-bottom: 24px solid #c2410c; color: #1c1917;
  display: flex; flex-direction: column; justify-content: space-between; }
.brand { display: flex; align-items: center; gap: 22px; font-size: 52px; font-weight: 800; letter-spacing: -0.02em; }
.brand svg { width: 84px; height: 84px; }
.eyebrow { color: #c2410c; font-size: 30px; font-weight: 600; margin: 0 0 18px; }
h1 { margin: 0; font-size: 70px; line-height: 1.08; font-weight: 800; letter-spacing: -0.03em; }
.points { display: flex; gap: 18px; }
.points span { background: #c2410c; color: #fff; border-radius: 999px; padding: 12px 26px; font-size: 26px; font-weight: 600; }
</style></head><body>
<div class="brand">${mark}<span>Randevu</span></div>
<div><p class="eyebrow">${escapeHtml(home.heroEyebrow)}</p><h1>${escapeHtml(home.heroTitle)}</h1></div>
<div class="points">${home.heroPoints.map((p) => `<span>${escapeHtml(p)}</span>`).join('')}</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const out = path.join(webRoot, 'public/og-image.png');
  await page.screenshot({ path: out, type: 'png' });
  console.log(`og-image: ${path.relative(process.cwd(), out)} (${(fs.statSync(out).size / 1000).toFixed(1)} KB)`);
} finally {
  await browser.close();
}
