import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { collectErrors } from './support/console';

/**
 * A public venue page is rendered on the server for a visitor without a session and hydrated (decision 065):
 * the markup arrives with the HTML (the name, the services, the hero image), hydration matches it (no console
 * error), and the page then behaves as the client-rendered one: a service link leads to the booking sheet.
 */
async function venuePath(request: APIRequestContext) {
  const res = await request.get('/api/venues/by-city-category/34/1?q=moda');
  expect(res.ok()).toBe(true);
  const venue = ((await res.json()).data as { id: number; prefix: string; name: string }[]).find(
    (v) => v.name === 'Moda Saç Tasarım',
  );
  expect(venue).toBeDefined();
  // The address every link of ours uses (decision 081).
  return { path: `/moda-sac-tasarim-${venue!.id}`, name: venue!.name };
}

test('a venue page arrives rendered, hydrates without a console error, and its booking sheet still works', async ({
  page,
  request,
}) => {
  const venue = await venuePath(request);
  const res = await request.get(`${venue.path}?from=list`, { headers: { accept: 'text/html' } });
  expect(res.ok()).toBe(true);
  const html = await res.text();
  expect(html).toContain('<div id="root" data-prerendered>');
  expect(html).toMatch(new RegExp(`<h1[^>]*>${venue.name}</h1>`));
  expect(html).toContain('<title>Moda Saç Tasarım | Randevu</title>');
  expect(html).toContain('Saç Kesimi'); // the services are in the markup
  expect(html).toMatch(/<img[^>]+fetchPriority="high"/i); // the hero, fetched with the HTML
  // No inline script (CSP): only the module entry, the venue's JSON and its JSON-LD (data blocks, never run).
  expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
    expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">$/),
    '<script type="application/json" id="venue-data">',
    '<script type="application/ld+json">',
  ]);

  const errors = collectErrors(page);
  await page.goto(`${venue.path}?from=list`);
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  // React has taken over the container (hydrated, not rendered again from scratch).
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
  );
  await page.waitForLoadState('networkidle');
  // Today's opening hours row is highlighted after hydration (the server does not know the visitor's day).
  await expect(page.locator('table tr.font-semibold')).toHaveCount(1);
  expect(errors).toEqual([]);

  // The hydrated page navigates on the client to a service and opens its booking sheet.
  await page
    .getByRole('link', { name: /Saç Kesimi/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saç Kesimi' })).toBeVisible();
  await page.getByRole('button', { name: 'Devam Et' }).click();
  const sheet = page.getByRole('dialog', { name: 'Randevu Oluştur' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Sonraki hafta' }).click();
  await sheet.getByRole('radiogroup', { name: 'Tarih' }).getByRole('radio').nth(1).check();
  await expect(sheet.getByRole('radiogroup', { name: /^Saat/ }).getByRole('radio').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a request with a session cookie gets the client-rendered venue page', async ({ request }) => {
  const venue = await venuePath(request);
  const html = await (await request.get(venue.path, { headers: { accept: 'text/html', cookie: 'token=ended' } })).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('<script type="application/json" id="venue-data">');
  expect(html).not.toContain('data-prerendered');
});
