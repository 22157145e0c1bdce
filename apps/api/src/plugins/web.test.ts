import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createOwner, createVenue } from '../../test/factories';
import { AUTH_COOKIE, SECURE_AUTH_COOKIE } from './auth';
import { escapeJsonForHtml, VENUE_DATA_ID } from './web';
import { venueSegment } from '@randevu/contracts';

/** The web plugin over a built web app (a fixture dist): which HTML a browser gets for `/` and for other paths. */
function fixtureDist(withLanding: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><!-- spa -->');
  if (withLanding) {
    fs.writeFileSync(path.join(dir, 'landing.html'), '<!doctype html><div id="root" data-prerendered><h1>x</h1></div>');
    fs.writeFileSync(path.join(dir, 'venue.html'), '<!doctype html><head><!-- venue --></head><div id="root"></div>');
  }
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const html = { accept: 'text/html' };

describe('web plugin', () => {
  let t: TestApp;
  let bare: TestApp;
  const dirs: string[] = [];

  beforeAll(async () => {
    const withLanding = fixtureDist(true);
    const withoutLanding = fixtureDist(false);
    dirs.push(withLanding, withoutLanding);
    t = await buildTestApp({ webDistDir: withLanding });
    bare = await buildTestApp({ webDistDir: withoutLanding });
  });

  afterAll(async () => {
    await t.close();
    await bare.close();
    dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  });

  it('serves the prerendered landing page for / to a request without a session cookie, varying on the cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('data-prerendered');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it.each([AUTH_COOKIE, SECURE_AUTH_COOKIE])(
    'serves the client-rendered app for / to a request with the %s cookie',
    async (name) => {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: html, cookies: { [name]: 'anything' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<!-- spa -->');
      expect(res.body).not.toContain('data-prerendered');
      expect(res.headers.vary).toMatch(/cookie/i);
    },
  );

  it('keeps the landing page to /: its own name and every other page get the app', async () => {
    // A venue address whose id is no venue (on the shared PostgreSQL venue 1 may exist): the app, answered 404.
    for (const url of ['/landing.html', '/hakkimizda', '/login', '/guzellik-2147483000']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(url.startsWith('/guzellik') ? 404 : 200);
      expect(res.body, url).toContain('<!-- spa -->');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('still serves the built assets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.body).toContain('<svg');
  });

  it('answers a missing asset with a 404, not the app, and serves nothing outside the assets', async () => {
    for (const url of ['/assets/index-old.js', '/assets/..%2fvenue.html', '/assets/%2e%2e/venue.html', '/assets/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<!-- spa -->');
      expect(res.body, url).not.toContain('<!-- venue -->');
    }
  });

  it('inlines the public venue JSON into a venue address, safely even for a hostile venue name', async () => {
    const owner = await createOwner(t.db);
    const name = `</script><script>alert(1)</script><!-- & \u2028 \u2029 'x' "y"`;
    const venue = await createVenue(t.db, { ownerId: owner.id, name });
    const api = await t.app.inject({ method: 'GET', url: `/api/venues/${venue.id}` });
    expect(api.statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: `/${venueSegment(venue)}?from=list`, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<!-- venue -->');
    const blocks = [...res.body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    // Two data elements, the JSON and the JSON-LD: the name's </script> did not end either or start another.
    expect(blocks).toHaveLength(2);
    expect(blocks[0]![0]).toMatch(new RegExp(`^<script type="application/json" id="${VENUE_DATA_ID}">`));
    expect(blocks[1]![0]).toMatch(/^<script type="application\/ld\+json">/);
    expect(res.body).not.toContain('<script>alert');
    expect(blocks[0]![1]).not.toMatch(/[<>&\u2028\u2029]/);
    expect(blocks[1]![1]).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(blocks[1]![1]!)).toMatchObject({ '@type': 'LocalBusiness', name });
    // Read back as the browser does (textContent → JSON.parse): exactly the API's answer.
    expect(JSON.parse(blocks[0]![1]!)).toEqual(JSON.parse(api.body));
    expect(JSON.parse(blocks[0]![1]!).data.name).toBe(name);
  });

  it('serves the plain app for a venue address that names no published venue (a 404), and for other pages', async () => {
    for (const url of ['/moda-2147483000', '/moda-0', '/hakkimizda', '/moda-1/2', '/venue.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(url === '/moda-2147483000' ? 404 : 200);
      expect(res.body, url).toContain('<!-- spa -->');
      expect(res.body, url).not.toContain(VENUE_DATA_ID);
    }
  });

  it('escapes exactly the characters that could end or confuse a JSON script element', () => {
    expect(escapeJsonForHtml('{"a":"</script>&\u2028"}')).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
    expect(JSON.parse(escapeJsonForHtml('{"a":"<b>&\u2029"}'))).toEqual({ a: '<b>&\u2029' });
  });

  it('serves the app for / when the build has no prerendered landing page', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<!-- spa -->');
  });
});
