import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { collectErrors } from './support/console';
import { waitForHydration } from './support/hydration';

/**
 * The listing is rendered on the server for a visitor without a session (decision 095): the first page of the search
 * the address asks for arrives with the HTML (the cards, the first row's pictures), with the answers it was rendered
 * from inlined, so hydration matches it (no console error) and the page asks the API for nothing on load; it then
 * behaves as the client-rendered one (the text filter, a new search).
 * İstanbul (34) + Güzellik (1) holds 'Beşiktaş Berber Ahmet', 'Moda Saç Tasarım' and 'Nişantaşı Beauty Lounge'.
 */
const SEARCH = '/companies?city=34&category=1';
const DEMO = ['Beşiktaş Berber Ahmet', 'Moda Saç Tasarım', 'Nişantaşı Beauty Lounge'];

test('the listing arrives rendered with its first row of pictures, and only data scripts beside the entry', async ({
  request,
}) => {
  const res = await request.get(SEARCH, { headers: { accept: 'text/html' } });
  expect(res.ok()).toBe(true);
  const html = await res.text();
  expect(html).toContain('<div id="root" data-prerendered>');
  expect(html).toMatch(/<h1[^>]*>İşletmeler<\/h1>/);
  for (const name of DEMO) expect(html).toContain(name);
  expect(html).toMatch(/<img[^>]+fetchPriority="high"/i); // the first card's picture, fetched with the HTML
  expect(html).toContain('<title>İşletmeler | Randevu</title>');
  expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
    expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">$/),
    '<script type="application/json" id="listing-data">',
    '<script type="application/json" id="cities-data">',
    '<script type="application/json" id="categories-data">',
  ]);
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the listing hydrates without a console error or a read, and then searches on the client`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const errors = collectErrors(page);
    const reads: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/(venues\/by-city-category|cities|categories)/.test(req.url())) reads.push(req.url());
    });
    await page.goto(SEARCH);
    await expect(page.getByRole('heading', { level: 1, name: 'İşletmeler' })).toBeVisible();
    await waitForHydration(page.getByRole('button', { name: 'Ara' }));
    await page.waitForLoadState('networkidle');
    const results = page.getByRole('main').getByRole('listitem').getByRole('link');
    for (const name of DEMO) await expect(results.filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByLabel('Şehir')).toHaveValue('34');
    await expect(page.getByLabel('Kategori')).toHaveValue('1');
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
    await expectAxeClean(page);
    await page.screenshot({ path: test.info().outputPath(`listing-${viewport.width}.png`) });

    // The hydrated page filters on the client, and a new search reads the API.
    await page.getByLabel('İşletme adına göre filtrele').fill('nisantasi');
    await expect(page.getByText('1 işletme bulundu')).toBeVisible();
    await expect(results).toHaveCount(1);
    await page.getByLabel('Şehir').selectOption({ label: 'Edirne' });
    await page.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(/\/companies\?city=22&category=1&q=nisantasi$/);
    expect(reads.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

test('a request with a session cookie gets the client-rendered listing', async ({ request }) => {
  const html = await (await request.get(SEARCH, { headers: { accept: 'text/html', cookie: 'token=ended' } })).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('data-prerendered');
  expect(html).not.toContain('listing-data');
});
