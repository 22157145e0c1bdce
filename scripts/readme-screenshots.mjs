// node scripts/readme-screenshots.mjs [baseUrl=http://localhost:3000]: the product tour's screenshots (docs/product-tour.md) of the main pages,
// at 375 px (phone) and 1280 px (desktop), against a running server with the demo data. Writes docs/screenshots/.
import { chromium } from '@playwright/test';
import fs from 'node:fs';

const base = process.argv[2] ?? 'http://localhost:3000';
const outDir = new URL('../docs/screenshots/', import.meta.url);
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const errors = [];

const list = await (await fetch(`${base}/api/venues/by-city-category/34/1?q=moda`)).json();
const venue = list.data[0];
const venuePath = `/${venue.prefix}-${venue.id}`;

const sizes = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };
for (const [size, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({ viewport, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e}`));
  const shot = async (name) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: new URL(`${name}-${size}.png`, outDir).pathname });
  };

  await page.goto(`${base}/`);
  await shot('home');
  await page.goto(`${base}/companies?city=34&category=1`);
  await page.getByText(/işletme bulundu/).waitFor();
  await shot('companies');
  await page.goto(`${base}${venuePath}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shot('venue');
  await page.goto(`${base}${venuePath}/101`);
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await page.getByRole('dialog').getByRole('radiogroup', { name: /^Saat/ }).waitFor();
  await shot('booking-sheet');

  await page.goto(`${base}/login`);
  await page.getByLabel('E-posta', { exact: true }).fill('demo@randevu.com.tr');
  await page.getByLabel('Şifre', { exact: true }).fill('Demo.Kullanici1');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(/\/dashboard\/user/);
  await page.goto(`${base}/dashboard/user/appointments`);
  await page.getByRole('tab', { name: 'Alınan Randevular' }).waitFor();
  await shot('user-appointments');
  await context.close();
}
await browser.close();
if (errors.length) {
  console.error('console errors:\n' + errors.join('\n'));
  process.exit(1);
}
console.log('screenshots written to docs/screenshots/');
