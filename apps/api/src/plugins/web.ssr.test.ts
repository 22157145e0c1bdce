import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { venueSegment } from '@randevu/contracts';
import { createOwner, createVenue } from '../../test/factories';
import { registerOwner } from '../../test/auth-helpers';
import { AUTH_COOKIE, SECURE_AUTH_COOKIE } from './auth';
import { SSR_ENTRY, VENUE_DATA_ID } from './web';

const html = { accept: 'text/html' };

/**
 * A built web app with a server bundle (dist/ssr/render.mjs, as apps/web/scripts/prerender.mjs writes it):
 * this one renders the venue's name in an <h1> with React (so React's own escaping is what the test sees),
 * counts its renders, and throws for a venue whose name asks it to. `ssrSource` replaces it (a broken bundle).
 */
function ssrFixtureDist(ssrSource?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-web-ssr-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><head><title>Randevu</title><meta name="description" content="site"></head><div id="root"></div><!-- spa -->',
  );
  fs.writeFileSync(
    path.join(dir, 'venue.html'),
    '<!doctype html><head><title>Randevu</title><meta name="description" content="site"><!-- venue --></head><div id="root"></div>',
  );
  const require = createRequire(import.meta.url);
  const react = pathToFileURL(require.resolve('react')).href;
  const server = pathToFileURL(require.resolve('react-dom/server')).href;
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.writeFileSync(
    path.join(dir, SSR_ENTRY),
    ssrSource ??
      `import React from '${react}';
import ReactDOMServer from '${server}';
export async function renderVenue(url, venueJson) {
  const { data } = JSON.parse(venueJson);
  if (data.name.includes('render fails')) throw new Error('render failed');
  globalThis.__randevuSsrRenders = (globalThis.__randevuSsrRenders ?? 0) + 1;
  const html = ReactDOMServer.renderToString(React.createElement('main', { 'data-path': url }, React.createElement('h1', null, data.name)));
  return { html, title: data.name + ' | Randevu', description: 'Hakkında: ' + data.name };
}
`,
  );
  return dir;
}

const renders = () => (globalThis as { __randevuSsrRenders?: number }).__randevuSsrRenders ?? 0;

describe('web plugin: venue pages rendered on the server', () => {
  let t: TestApp;
  let broken: TestApp;
  const dirs: string[] = [];

  beforeAll(async () => {
    const dir = ssrFixtureDist();
    const brokenDir = ssrFixtureDist('export const renderVenue = ;');
    dirs.push(dir, brokenDir);
    t = await buildTestApp({ webDistDir: dir });
    broken = await buildTestApp({ webDistDir: brokenDir });
  });

  afterAll(async () => {
    await t.close();
    await broken.close();
    dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });

  it('is not served as a file', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${SSR_ENTRY}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('renderVenue');
  });

  it('fills #root with the rendered page, marked for hydration, beside the inlined JSON; a hostile name stays text', async () => {
    const owner = await createOwner(t.db);
    const name = `</h1><script>alert(1)</script><img src=x onerror=alert(2)> & "q" 'a'`;
    const venue = await createVenue(t.db, { ownerId: owner.id, name });
    const api = await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}` });

    const res = await t.app.inject({ method: 'GET', url: `/${venueSegment(venue)}?from=list`, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    const root = /<div id="root" data-prerendered>([\s\S]*?)<\/div>/.exec(res.body);
    expect(root).not.toBeNull();
    // The path alone is rendered (nothing on the page reads the query).
    expect(root![1]).toContain(`data-path="/${venueSegment(venue)}"`);
    expect(root![1]).toContain(
      '<h1>&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &quot;q&quot; &#x27;a&#x27;</h1>',
    );
    // The only scripts are data: the JSON, exactly the API's answer, and the JSON-LD; the title and description are
    // escaped too.
    const blocks = [...res.body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(blocks.map((b) => /type="([^"]+)"/.exec(b[0])![1])).toEqual(['application/json', 'application/ld+json']);
    expect(JSON.parse(blocks[0]![1]!)).toEqual(JSON.parse(api.body));
    expect(JSON.parse(blocks[1]![1]!)).toMatchObject({ '@type': 'LocalBusiness', name });
    expect(res.body).not.toMatch(/<img src=x/);
    expect(res.body).toContain('<title>&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toMatch(/<meta name="description" content="Hakkında: &lt;\/h1&gt;[^"]*&quot;q&quot; &#39;a&#39;"/);
    // Built from index.html: venue.html's route-chunk preloads only slow a page that paints from its HTML.
    expect(res.body).toContain('<!-- spa -->');
    expect(res.body).not.toContain('<!-- venue -->');
  });

  it('keeps the client-rendered page for a request with a session cookie', async () => {
    const owner = await createOwner(t.db);
    const venue = await createVenue(t.db, { ownerId: owner.id, name: 'Oturumlu Kuaför' });
    for (const cookie of [AUTH_COOKIE, SECURE_AUTH_COOKIE]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/${venueSegment(venue)}`,
        headers: html,
        cookies: { [cookie]: 'x' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('data-prerendered');
      expect(res.body).not.toContain('<h1>');
      expect(res.body).toContain(`id="${VENUE_DATA_ID}"`);
      expect(res.body).toContain('<!-- venue -->');
    }
  });

  it('renders a page once and serves it from memory until an owner edit, which shows on the next request', async () => {
    const owner = await registerOwner(t.app);
    const venue = await createVenue(t.db, { ownerId: owner.user.id, name: 'Önbellek Salonu' });
    const url = `/${venueSegment(venue)}`;
    const before = renders();
    const first = await t.app.inject({ method: 'GET', url, headers: html });
    expect(first.body).toContain('<h1>Önbellek Salonu</h1>');
    expect(renders()).toBe(before + 1);
    const again = await t.app.inject({ method: 'GET', url: `${url}?utm=x`, headers: html });
    expect(again.body).toBe(first.body);
    expect(renders()).toBe(before + 1);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${venue.id}`,
      headers: owner.headers,
      payload: {
        name: 'Önbellek Salonu Yeni',
        description: 'Yeni',
        address: 'Yeni Cadde 1',
        phone: '2842120000',
        email: 'yeni@example.com',
      },
    });
    expect(edit.statusCode).toBe(200);
    // The name is the address: the old one now leads to the new one, which shows the edit.
    const moved = await t.app.inject({ method: 'GET', url, headers: html });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/onbellek-salonu-yeni-${venue.id}`);
    const next = await t.app.inject({ method: 'GET', url: moved.headers.location!, headers: html });
    expect(next.body).toContain('<h1>Önbellek Salonu Yeni</h1>');
    expect(next.body).toContain('<title>Önbellek Salonu Yeni | Randevu</title>');
    expect(next.body).not.toContain('<h1>Önbellek Salonu</h1>');
    expect(renders()).toBe(before + 2);
  });

  it("renders only at the venue's own address, /{slug}-{id}: another prefix gets a 301 there, no render", async () => {
    const owner = await createOwner(t.db);
    const venue = await createVenue(t.db, { ownerId: owner.id, name: 'Kanonik Şölen Salonu' });
    expect(venueSegment(venue)).toBe(`kanonik-solen-salonu-${venue.id}`);
    const before = renders();
    for (const prefix of [venue.prefix, 'moda', 'kanonik-salon', `${venue.prefix}x`, 'a-b-c', 'Kanonik-Solen-Salonu']) {
      for (const headers of [html, { ...html, cookie: `${AUTH_COOKIE}=x` }]) {
        const res = await t.app.inject({ method: 'GET', url: `/${prefix}-${venue.id}?from=list`, headers });
        expect(res.statusCode, prefix).toBe(301);
        expect(res.headers.location, prefix).toBe(`/kanonik-solen-salonu-${venue.id}?from=list`);
        expect(res.headers['cache-control'], prefix).toBe('no-cache');
      }
    }
    expect(renders()).toBe(before);
    const own = await t.app.inject({ method: 'GET', url: `/kanonik-solen-salonu-${venue.id}`, headers: html });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<h1>Kanonik Şölen Salonu</h1>');
    expect(renders()).toBe(before + 1);
  });

  it('answers 404 with the app (its page says the venue is gone) for an inactive or unknown venue, without a render', async () => {
    const owner = await createOwner(t.db);
    const venue = await createVenue(t.db, { ownerId: owner.id, name: 'Kapanan Salon', isActive: false });
    const before = renders();
    for (const url of [`/${venueSegment(venue)}`, `/${venue.prefix}-${venue.id}`, '/yok-2147483000']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<!-- spa -->');
      expect(res.body, url).not.toContain(VENUE_DATA_ID);
    }
    expect(renders()).toBe(before);
  });

  it('falls back to the client-rendered page when the render fails, never a 500', async () => {
    const owner = await createOwner(t.db);
    const venue = await createVenue(t.db, { ownerId: owner.id, name: 'Bu render fails' });
    const res = await t.app.inject({ method: 'GET', url: `/${venueSegment(venue)}`, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-prerendered');
    expect(res.body).toContain(`id="${VENUE_DATA_ID}"`);
  });

  it('falls back to the client-rendered page when the server bundle does not load', async () => {
    const owner = await createOwner(broken.db);
    const venue = await createVenue(broken.db, { ownerId: owner.id, name: 'Bozuk Paket' });
    for (let i = 0; i < 2; i++) {
      const res = await broken.app.inject({ method: 'GET', url: `/${venueSegment(venue)}`, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('data-prerendered');
      expect(res.body).toContain(`id="${VENUE_DATA_ID}"`);
    }
  });
});
