import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createExpert, createOwner, createSubService, createVenue } from '../../test/factories';

/**
 * Compression without a proxy: the API's JSON above 1 KB, the pages, and the built assets sent from the
 * .br/.gz files the build writes beside them; never a body under 1 KB, never for a client that does not ask.
 */
const decode = (encoding: string | undefined, raw: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;

const script = `export const text = ${JSON.stringify('Randevu '.repeat(400))};\n`;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-compress-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><div id="root"></div><!-- ${'spa '.repeat(400)} -->`);
fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(fs.readFileSync(path.join(dist, 'index.html'))));
fs.writeFileSync(path.join(dist, 'venue.html'), `<!doctype html><head><!-- venue --></head><div id="root"></div>`);
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), script);
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.gz'), zlib.gzipSync(script));

let t: TestApp;
let venueId: number;
beforeAll(async () => {
  t = await buildTestApp({ webDistDir: dist });
  const owner = await createOwner(t.db);
  const venue = await createVenue(t.db, {
    ownerId: owner.id,
    name: 'Moda',
    description: 'Moda sahilinde bir salon. '.repeat(40),
  });
  const sub = await createSubService(t.db, { venueId: venue.id });
  await createExpert(t.db, { venueId: venue.id, subServiceIds: [sub.id] });
  venueId = venue.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('compression', () => {
  it('answers the public venue JSON in brotli or gzip as asked, the same bytes as uncompressed, on a miss and a hit', async () => {
    const url = `/api/venues/${venueId}`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [header, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': header } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding'], header).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decode(encoding, res.rawPayload).equals(plain.rawPayload)).toBe(true);
      }
    }
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('sends an answer under 1 KB as it is, and nothing compressed to a client that does not ask', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
    const identity = await t.app.inject({
      method: 'GET',
      url: `/api/venues/${venueId}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('sends a built asset from its precompressed file, and the file itself otherwise', async () => {
    for (const [header, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { 'accept-encoding': header } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, res.rawPayload).toString()).toBe(script);
    }
    // The compressed files are no addresses of their own at the top level.
    expect((await t.app.inject({ method: 'GET', url: '/index.html.br' })).statusCode).toBe(404);
    const page = await t.app.inject({
      method: 'GET',
      url: '/hakkimizda',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(decode('br', page.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it('compresses a venue page (rendered into the template), varying on the cookie and the encoding', async () => {
    const res = await t.app.inject({
      method: 'GET',
      // The canonical address: its slug from the name (decision 081); another prefix is redirected.
      url: `/moda-${venueId}`,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Cookie, accept-encoding');
    const html = decode('br', res.rawPayload).toString();
    expect(html).toContain('<!-- venue -->');
    expect(html).toContain('Moda sahilinde bir salon.');
  });
});
