import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createImage, createOwner, createVenue } from '../../test/factories';
import { AUTH_COOKIE } from './auth';
import { SSR_ENTRY } from './web';
import { venueSegment } from '@randevu/contracts';

/**
 * The web plugin as outside clients read it (decision 056): every page URL answers a page to curl, link checkers and
 * crawlers (`Accept: *\/*`, no Accept, HEAD), the pages rendered on the server carry their canonical address and Open
 * Graph tags on PUBLIC_URL, and the legal pages arrive rendered by the build.
 */
const ORIGIN = 'https://randevu.example';
const LEGAL = 'cerez-politikasi';
const head = (title: string, description: string) =>
  `<head><meta charset="UTF-8"><title>${title}</title><meta name="description" content="${description}"></head>`;

function pagesFixtureDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-web-pages-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'pages'));
  fs.mkdirSync(path.join(dir, 'ssr'));
  const index = `<!doctype html><html lang="tr">${head('Randevu', 'site')}<body><div id="root"></div><!-- spa --></body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), index);
  fs.writeFileSync(path.join(dir, 'venue.html'), index.replace('<!-- spa -->', '<!-- venue -->'));
  fs.writeFileSync(
    path.join(dir, 'landing.html'),
    `<!doctype html><html lang="tr">${head('Online Randevu | Randevu', 'İşletmeleri keşfedin &amp; randevu alın.')}<body><div id="root" data-prerendered><h1>Randevu</h1></div></body></html>`,
  );
  fs.writeFileSync(
    path.join(dir, 'pages', `${LEGAL}.html`),
    `<!doctype html><html lang="tr">${head('Çerez Politikası | Randevu', 'Randevu Çerez Politikası.')}<body><div id="root" data-prerendered><h1>Çerez Politikası</h1><p>Çerez metni</p></div></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'og-image.png'), 'png');
  fs.writeFileSync(
    path.join(dir, SSR_ENTRY),
    `export async function renderVenue(url, venueJson) {
  const { data } = JSON.parse(venueJson);
  return { html: '<main><h1>' + data.name + '</h1></main>', title: data.name + ' | Randevu', description: 'Hakkında: ' + data.name };
}
`,
  );
  return dir;
}

/** The canonical link and the og:* properties of a page. */
function headOf(html: string) {
  const og = Object.fromEntries(
    [...html.matchAll(/<meta property="(og:[a-z_]+)" content="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
  );
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => m[1]);
  return { og, canonical };
}

let t: TestApp;
let dist: string;
let venueUrl: string;
beforeAll(async () => {
  dist = pagesFixtureDist();
  t = await buildTestApp({ webDistDir: dist, publicUrl: ORIGIN });
  const owner = await createOwner(t.db);
  const venue = await createVenue(t.db, { ownerId: owner.id, name: 'Sayfa Salonu' });
  venueUrl = `/${venueSegment(venue)}`;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('pages for every client', () => {
  it('answers every page URL with the page to Accept */*, to no Accept and to HEAD, as to a browser', async () => {
    const urls = ['/', '/login', '/hakkimizda', `/pages/${LEGAL}`, venueUrl, '/moda-2147483000', '/dashboard/user/appointments'];
    // A venue address whose id names no venue is the app's page saying so, answered 404 for robots (decision 081).
    const status = (url: string) => (url === '/moda-2147483000' ? 404 : 200);
    for (const url of urls)
      for (const [method, headers] of [
        ['GET', { accept: '*/*' }],
        ['GET', {}],
        ['GET', { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }],
        ['HEAD', { accept: '*/*' }],
        ['HEAD', {}],
      ] as const) {
        const res = await t.app.inject({ method, url, headers });
        const what = `${method} ${url} ${JSON.stringify(headers)}`;
        expect(res.statusCode, what).toBe(status(url));
        expect(res.headers['content-type'], what).toMatch(/^text\/html/);
        if (method === 'HEAD') expect(res.body, what).toBe('');
        else expect(res.body, what).toMatch(/^<!doctype html>/);
      }
  });

  it('keeps the JSON 404 for /api, /uploads and /assets, for a file name asked with */*, and for a client that refuses HTML', async () => {
    for (const [method, url, headers] of [
      ['GET', '/api/nope', { accept: '*/*' }],
      ['GET', '/api/nope', {}],
      ['HEAD', '/api/nope', {}],
      ['GET', '/api', { accept: 'text/html' }],
      ['GET', '/uploads/nope.png', { accept: '*/*' }],
      ['GET', '/assets/nope.js', {}],
      ['GET', '/robots.txt', { accept: '*/*' }],
      ['GET', '/sitemap.xml', {}],
      ['GET', '/login', { accept: 'application/json' }],
      ['GET', '/login', { accept: 'text/html;q=0, */*' }],
      ['DELETE', '/login', { accept: 'text/html' }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers });
      const what = `${method} ${url} ${JSON.stringify(headers)}`;
      expect(res.statusCode, what).toBe(404);
      expect(res.headers['content-type'], what).toMatch(/^application\/json/);
      if (method !== 'HEAD') expect(res.json(), what).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('serves a legal page rendered by the build, with its own title, to a request without a session; the app with one', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/pages/${LEGAL}?ref=footer`, headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Çerez Politikası | Randevu</title>');
    expect(res.body).toContain('<div id="root" data-prerendered><h1>Çerez Politikası</h1><p>Çerez metni</p></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    const signedIn = await t.app.inject({ method: 'GET', url: `/pages/${LEGAL}`, cookies: { [AUTH_COOKIE]: 'x' } });
    expect(signedIn.body).toContain('<!-- spa -->');
    // The file is no address of its own, and a text the build did not render gets the app (its 404 page).
    for (const url of [`/pages/${LEGAL}.html`, '/pages/kullanim-kosullari']) {
      const other = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(other.body, url).toContain('<!-- spa -->');
      expect(other.body, url).not.toContain('Çerez metni');
    }
  });

  it('answers a page the client holds with 304 (its ETag)', async () => {
    for (const url of ['/', `/pages/${LEGAL}`, venueUrl]) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.headers.etag, url).toMatch(/^W\/"/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });
});

describe('canonical address and Open Graph tags', () => {
  it("on the landing page and a legal page: absolute on PUBLIC_URL, their own title (without the site's name) and description, tr_TR", async () => {
    for (const [url, title, description] of [
      ['/', 'Online Randevu', 'İşletmeleri keşfedin &amp; randevu alın.'],
      [`/pages/${LEGAL}`, 'Çerez Politikası', 'Randevu Çerez Politikası.'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      const { og, canonical } = headOf(res.body);
      const address = `${ORIGIN}${url}`;
      expect(canonical, url).toEqual([address]);
      expect(og, url).toMatchObject({
        'og:url': address,
        'og:title': title,
        'og:description': description,
        'og:image': `${ORIGIN}/og-image.png`,
        'og:locale': 'tr_TR',
        'og:type': 'website',
      });
      // In the <head>, once.
      expect(res.body.indexOf('og:title'), url).toBeLessThan(res.body.indexOf('</head>'));
      expect(res.body.match(/property="og:title"/g), url).toHaveLength(1);
    }
  });

  it("on a venue page: its own address, title and description, and its raster picture (an SVG gives way to the site's)", async () => {
    const owner = await createOwner(t.db);
    const venue = await createVenue(t.db, { ownerId: owner.id, name: 'Görsel & "Salon"' });
    const url = `/${venueSegment(venue)}`;
    const first = headOf((await t.app.inject({ method: 'GET', url })).body);
    expect(first.canonical).toEqual([`${ORIGIN}${url}`]);
    expect(first.og).toMatchObject({
      'og:url': `${ORIGIN}${url}`,
      'og:title': 'Görsel &amp; &quot;Salon&quot;',
      'og:description': 'Hakkında: Görsel &amp; &quot;Salon&quot;',
      'og:image': `${ORIGIN}/og-image.png`,
      'og:locale': 'tr_TR',
    });

    const svg = await createVenue(t.db, { ownerId: owner.id, name: 'Demo Görselli' });
    await createImage(t.db, { venueId: svg.id, imageType: 'profile', path: 'demo/venue-1-profile.svg' });
    const svgHead = headOf((await t.app.inject({ method: 'GET', url: `/${venueSegment(svg)}` })).body);
    expect(svgHead.og['og:image']).toBe(`${ORIGIN}/og-image.png`);

    const raster = await createVenue(t.db, { ownerId: owner.id, name: 'Fotoğraflı' });
    await createImage(t.db, { venueId: raster.id, imageType: 'profile', path: 'venues/profile.webp' });
    const rasterHead = headOf((await t.app.inject({ method: 'GET', url: `/${venueSegment(raster)}` })).body);
    expect(rasterHead.og['og:image']).toBe(`${ORIGIN}/uploads/venues/profile.webp`);
  });

  it("names the venue's own address, /{slug}-{id}, as canonical on the client-rendered page too (a session)", async () => {
    const owner = await createOwner(t.db);
    const venue = await createVenue(t.db, { ownerId: owner.id, name: 'Kanonik' });
    const own = `${ORIGIN}/kanonik-${venue.id}`;
    const session = await t.app.inject({
      method: 'GET',
      url: `/kanonik-${venue.id}`,
      cookies: { [AUTH_COOKIE]: 'x' },
    });
    expect(session.body).toContain('<!-- venue -->');
    expect(headOf(session.body).canonical).toEqual([own]);
  });
});
