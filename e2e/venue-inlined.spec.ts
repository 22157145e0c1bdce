import { expect, test } from './support/test';

/**
 * A venue page's HTML carries the public venue JSON and preloads the page's code (decision 064), so the
 * browser renders the venue without asking the API for it.
 */
test('a venue page renders from the venue inlined in its HTML, without a request for it', async ({ page, request }) => {
  const res = await request.get('/venues/by-city-category/34/1');
  const venue = ((await res.json()).data as { id: number; prefix: string; name: string }[]).find(
    (v) => v.name === 'Moda Saç Tasarım',
  );
  expect(venue).toBeDefined();
  const path = `/moda-sac-tasarim-${venue!.id}`;

  const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<script type="application/json" id="venue-data">');
  // Rendered on the server for a visitor without a session: it paints from its HTML, so the route's code is
  // not preloaded ahead of that paint (decision 065). The client-rendered page (a session) preloads it.
  const routePreload = /<link rel="modulepreload" crossorigin href="\/assets\/marketplace-venue-[\w-]+\.js">/;
  expect(html).toContain('data-prerendered');
  expect(html).not.toMatch(routePreload);
  const clientHtml = await (await request.get(path, { headers: { accept: 'text/html', cookie: 'token=none' } })).text();
  expect(clientHtml).toContain('<script type="application/json" id="venue-data">');
  expect(clientHtml).toMatch(routePreload);

  const venueRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/venues/${venue!.id}`) venueRequests.push(r.url());
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: venue!.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hizmetler' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(venueRequests).toEqual([]);
  expect(errors).toEqual([]);
  // The data is read once: the element is gone, and the next venue page asks the API as before.
  expect(await page.locator('#venue-data').count()).toBe(0);
});
