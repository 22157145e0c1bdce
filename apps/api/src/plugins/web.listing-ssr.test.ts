import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { EDIRNE } from '../../test/factories';
import { createListedVenue } from '../../test/listed-venues';
import { registerOwner } from '../../test/auth-helpers';
import { AUTH_COOKIE, SECURE_AUTH_COOKIE } from './auth';
import { CATEGORIES_DATA_ID, CITIES_DATA_ID, LISTING_DATA_ID, SSR_ENTRY } from './web';

const html = { accept: 'text/html' };

/**
 * A built web app whose server bundle (dist/ssr/render.mjs) renders the listing as apps/web/src/prerender.tsx does in
 * outline: `listingReads` names the first page of ?city=&category=&q= (the real one parses as the page does), and
 * `renderListing` puts the venues' names in a list with React (so React's own escaping is what the test sees),
 * counting its renders and throwing for a search that asks it to. `listing: false` leaves the pair out (an older
 * build, which rendered venue pages only).
 */
function listingFixtureDist({ listing = true } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-web-listing-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><head><title>Randevu</title><meta name="description" content="site"></head><div id="root"></div><!-- spa -->',
  );
  fs.writeFileSync(path.join(dir, 'venue.html'), '<!doctype html><head></head><div id="root"></div>');
  const require = createRequire(import.meta.url);
  const react = pathToFileURL(require.resolve('react')).href;
  const server = pathToFileURL(require.resolve('react-dom/server')).href;
  fs.mkdirSync(path.join(dir, 'ssr'));
  const pair = `
export function listingReads(url) {
  const p = new URL(url, 'http://x').searchParams;
  const q = p.get('q') ? '&q=' + encodeURIComponent(p.get('q')) : '';
  return {
    listing: '/api/venues/by-city-category/' + (p.get('city') ?? '22') + '/' + (p.get('category') ?? '1') + '?page=1&limit=24' + q,
    cities: '/api/cities',
    categories: '/api/categories',
  };
}
export async function renderListing(url, answers) {
  if (url.includes('render%20fails')) throw new Error('render failed');
  globalThis.__randevuListingRenders = (globalThis.__randevuListingRenders ?? 0) + 1;
  const { data } = JSON.parse(answers.listing);
  const cities = JSON.parse(answers.cities).data.length;
  const el = React.createElement;
  const html = ReactDOMServer.renderToString(
    el('main', { 'data-cities': cities }, el('h1', null, 'İşletmeler'), el('ul', null, data.map((v) => el('li', { key: v.id }, v.name)))),
  );
  return { html, title: 'İşletmeler | Randevu', description: 'Edirne ve çevresindeki işletmeler' };
}`;
  fs.writeFileSync(
    path.join(dir, SSR_ENTRY),
    `import React from '${react}';
import ReactDOMServer from '${server}';
export async function renderVenue() { throw new Error('not in this test'); }
${listing ? pair : ''}
`,
  );
  return dir;
}

const renders = () => (globalThis as { __randevuListingRenders?: number }).__randevuListingRenders ?? 0;
/** The inlined JSON elements of a page, by id. */
const inlined = (body: string) =>
  Object.fromEntries(
    [...body.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g)].map((m) => [m[1], m[2]!]),
  );

describe('web plugin: the listing rendered on the server', () => {
  let t: TestApp;
  let older: TestApp;
  const dirs: string[] = [];
  // A marker no other test's venue carries: the PostgreSQL run shares one database between files.
  const marker = `Listecizim${Date.now().toString(36)}`;
  const searchOf = (q: string) => `/companies?city=${EDIRNE.cityId}&category=1&q=${encodeURIComponent(q)}`;
  const search = searchOf(marker);
  const listingRead = `/api/venues/by-city-category/${EDIRNE.cityId}/1?page=1&limit=24&q=${encodeURIComponent(marker)}`;

  beforeAll(async () => {
    const dir = listingFixtureDist();
    const olderDir = listingFixtureDist({ listing: false });
    dirs.push(dir, olderDir);
    t = await buildTestApp({ webDistDir: dir });
    older = await buildTestApp({ webDistDir: olderDir });
  });

  afterAll(async () => {
    await t.close();
    await older.close();
    dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });

  it("fills #root with the search's first page, marked for hydration, beside the three answers it read; a hostile name stays text", async () => {
    const owner = await registerOwner(t.app);
    await createListedVenue(t.db, { ownerId: owner.user.id, ...EDIRNE, name: `${marker} <script>alert(1)</script> & "q"` });
    const res = await t.app.inject({ method: 'GET', url: search, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    const root = /<div id="root" data-prerendered>([\s\S]*?)<\/div>/.exec(res.body);
    expect(root).not.toBeNull();
    expect(root![1]).toContain(`<li>${marker} &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;</li>`);
    expect(res.body).not.toContain('<script>alert(1)');
    // The only scripts are the three data elements: exactly the API's answers, the listing's with the path it read.
    const blocks = [...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(blocks).toHaveLength(3);
    const data = inlined(res.body);
    expect(Object.keys(data)).toEqual([LISTING_DATA_ID, CITIES_DATA_ID, CATEGORIES_DATA_ID]);
    const api = (url: string) => t.app.inject({ method: 'GET', url }).then((r) => JSON.parse(r.body) as unknown);
    expect(JSON.parse(data[LISTING_DATA_ID]!)).toEqual({ url: listingRead, answer: await api(listingRead) });
    expect(data[LISTING_DATA_ID]).toContain('\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026');
    expect(JSON.parse(data[CITIES_DATA_ID]!)).toEqual(await api('/api/cities'));
    expect(JSON.parse(data[CATEGORIES_DATA_ID]!)).toEqual(await api('/api/categories'));
    expect(res.body).toContain('<title>İşletmeler | Randevu</title>');
    expect(res.body).toContain('<meta name="description" content="Edirne ve çevresindeki işletmeler"');
    // Its own address is the city and category's listing; a text filter only narrows it.
    expect(res.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/companies?city=${EDIRNE.cityId}&amp;category=1">`,
    );
  });

  it('keeps the client-rendered app for a request with a session cookie', async () => {
    for (const cookie of [AUTH_COOKIE, SECURE_AUTH_COOKIE]) {
      const res = await t.app.inject({ method: 'GET', url: search, headers: html, cookies: { [cookie]: 'x' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('data-prerendered');
      expect(res.body).not.toContain(LISTING_DATA_ID);
      expect(res.body).toContain('<!-- spa -->');
    }
  });

  it("renders a search once, serves it from memory to any address asking for it, and renders again after a venue's edit", async () => {
    const owner = await registerOwner(t.app);
    // A search of its own: the factory writes to the database directly, past the public cache's invalidation.
    const name = `${marker}Onbellek`;
    const search = searchOf(name);
    const venue = await createListedVenue(t.db, { ownerId: owner.user.id, ...EDIRNE, name });
    const before = renders();
    const first = await t.app.inject({ method: 'GET', url: search, headers: html });
    expect(first.body).toContain(`<li>${name}</li>`);
    expect(renders()).toBe(before + 1);
    const again = await t.app.inject({ method: 'GET', url: `${search}&utm=x`, headers: html });
    expect(again.body).toBe(first.body);
    expect(renders()).toBe(before + 1);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: search,
      headers: { ...html, 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${venue.id}`,
      headers: owner.headers,
      payload: {
        name: `${name} Yeni`,
        description: 'Yeni',
        address: 'Yeni Cadde 1',
        phone: '2842120000',
        email: 'yeni@example.com',
      },
    });
    expect(edit.statusCode).toBe(200);
    const next = await t.app.inject({ method: 'GET', url: search, headers: html });
    expect(next.body).toContain(`<li>${name} Yeni</li>`);
    expect(next.body).not.toContain(`<li>${name}</li>`);
    expect(JSON.parse(inlined(next.body)[LISTING_DATA_ID]!).answer.data.map((v: { name: string }) => v.name)).toContain(
      `${name} Yeni`,
    );
    expect(renders()).toBe(before + 2);
    const stale = await t.app.inject({
      method: 'GET',
      url: search,
      headers: { ...html, 'if-none-match': first.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('falls back to the client-rendered app, never a 500, when a read is refused, the render fails or the build has no listing render', async () => {
    const cases: [TestApp, string][] = [
      [t, '/companies?city=abc&category=1'],
      [t, `/companies?city=${EDIRNE.cityId}&category=1&q=render%20fails`],
      [older, search],
    ];
    for (const [app, url] of cases) {
      const res = await app.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('data-prerendered');
      expect(res.body, url).not.toContain(LISTING_DATA_ID);
    }
  });

  it('renders only /companies: other paths and the JSON clients keep their answers', async () => {
    const before = renders();
    const api = await t.app.inject({ method: 'GET', url: search, headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
    const other = await t.app.inject({ method: 'GET', url: '/companies/x', headers: html });
    expect(other.body).toContain('<div id="root"></div>');
    expect(renders()).toBe(before);
  });
});
