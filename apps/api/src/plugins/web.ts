import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@randevu/contracts';
import { sendEncoded, type ContentEncoding } from '../lib/content-encoding';
import { etagOf, matchesEtag } from '../lib/etag';
import { AUTH_COOKIE, SECURE_AUTH_COOKIE } from './auth';
import { builtPageMeta, headTags, isPageRequest, withHeadTags } from './page-head';
import { LISTING_PATH, listingPages } from './web-listing';
import { MAX_RENDERED_PAGES, ssrLoader } from './web-ssr';
import { venuePages } from './web-venue';

export { escapeJsonForHtml, SSR_ENTRY } from './web-ssr';
export { VENUE_DATA_ID } from './web-venue';
export { CATEGORIES_DATA_ID, CITIES_DATA_ID, LISTING_DATA_ID } from './web-listing';

const LANDING_HTML = 'landing.html';
/** The legal pages the web build renders (apps/web/scripts/prerender.mjs): dist/pages/{type}.html is /pages/{type}. */
const PAGES_DIR = 'pages';
/** The site's link-preview picture (apps/web/public), og:image of the pages that have none of their own. */
const SITE_IMAGE = 'og-image.png';

/** A session cookie (signed in, or a session that may have ended): such a request gets the client-rendered app. */
const hasSession = (request: FastifyRequest) =>
  request.cookies?.[AUTH_COOKIE] !== undefined || request.cookies?.[SECURE_AUTH_COOKIE] !== undefined;

/**
 * A page held in memory: its bytes, their ETag and their compressed variants (made once, on first request). The ETag
 * is weak: the brotli, gzip and plain bytes share it.
 */
interface HeldPage {
  body: Buffer;
  etag: string;
  variants: Partial<Record<ContentEncoding, Buffer>>;
}
const holdPage = (html: string): HeldPage => {
  const body = Buffer.from(html);
  return { body, etag: `W/${etagOf(body)}`, variants: {} };
};

/**
 * An HTML page, revalidated on every visit (`no-cache`: its asset names change with each build) and varying on the
 * cookie (a session gets the client-rendered app); 304 when the client holds these bytes. HEAD gets the same headers
 * (Node sends no body).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: HeldPage) {
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Cookie').header('ETag', page.etag);
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  sendEncoded(request, reply, page.body, page.variants);
  return reply;
}

/**
 * The pages the web build rendered (landing.html for `/`, pages/{type}.html for `/pages/{type}`; decisions 022 and
 * 056) by path, each with its canonical link and Open Graph tags on the public origin, made once at start-up.
 */
function builtPages(webDistDir: string, publicUrl: string, siteImage: string | null): Map<string, HeldPage> {
  const files: [string, string][] = [['/', path.join(webDistDir, LANDING_HTML)]];
  const pagesDir = path.join(webDistDir, PAGES_DIR);
  if (fs.existsSync(pagesDir))
    for (const name of fs.readdirSync(pagesDir).filter((n) => n.endsWith('.html')))
      files.push([`/${PAGES_DIR}/${name.slice(0, -'.html'.length)}`, path.join(pagesDir, name)]);
  const pages = new Map<string, HeldPage>();
  for (const [pagePath, file] of files) {
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    pages.set(
      pagePath,
      holdPage(withHeadTags(html, headTags(publicUrl, { path: pagePath, ...builtPageMeta(html), image: siteImage }))),
    );
  }
  return pages;
}

/**
 * Serves the built SPA and uploaded images, and answers every unknown path: a page (ARCHITECTURE rule 4) to a GET or
 * HEAD whose Accept takes HTML (a browser's, and also curl's, a link checker's or a crawler's `*\/*`; page-head.ts),
 * the JSON 404 under /api, /uploads and /assets and to a client that does not take HTML. A request without a session
 * cookie gets a page rendered on the server where there is one: `/` and `/pages/{type}` (rendered by the web build;
 * decision 022), the listing `/companies` (rendered at request time; web-listing.ts, decision 095), a public venue
 * address (rendered at request time; web-venue.ts, which also answers the 301 of a venue address under another prefix
 * and the 404 of a venue that is gone). A request with a session cookie
 * gets index.html, whose client render shows the signed-in header from the first paint; every other path gets
 * index.html too, whose client router shows the page (or its 404 page).
 */
export default fp(async function web(app: FastifyInstance, opts: { webDistDir: string; uploadDir: string; publicUrl: string }) {
  fs.mkdirSync(opts.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    // Upload names are never reused (modules/media/images.ts), so a year is safe.
    maxAge: '365d',
    immutable: true,
  });

  const indexHtml = path.join(opts.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  const siteImage = hasWeb && fs.existsSync(path.join(opts.webDistDir, SITE_IMAGE)) ? `/${SITE_IMAGE}` : null;
  const pages = hasWeb ? builtPages(opts.webDistDir, opts.publicUrl, siteImage) : new Map<string, HeldPage>();
  const loadSsr = ssrLoader(app, opts.webDistDir);
  const venues = hasWeb
    ? venuePages(app, { webDistDir: opts.webDistDir, indexHtml, publicUrl: opts.publicUrl, siteImage, loadSsr })
    : null;
  const listings = hasWeb ? listingPages(app, { indexHtml, publicUrl: opts.publicUrl, siteImage, loadSsr }) : null;
  if (hasWeb) {
    // The hashed assets (about 240 files) under one wildcard route: a route per file cost ≈ 0.2 ms each at
    // start-up (decision 025). A name that is not there gets the JSON 404 (`callNotFound`).
    await app.register(fastifyStatic, {
      root: path.join(opts.webDistDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      // The build writes a .br and a .gz beside each text asset (apps/web/scripts/precompress.mjs): sent as they
      // are to a client that accepts them, with no compression work per request.
      preCompressed: true,
      setHeaders(reply) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    // The folder itself is no file (send would answer 403): the usual 404.
    app.get('/assets/', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
    // The few files at the top (index.html, favicon.svg): one route each (wildcard: false), so unknown paths
    // reach the SPA fallback. No route for the rest: the built pages' markup is right only at their paths (sent
    // from memory below), venue.html is a template, and the server bundle (ssr/) is the API's code.
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      globIgnore: ['assets/**', 'ssr/**', `${PAGES_DIR}/**`, LANDING_HTML, 'venue.html', '**/*.br', '**/*.gz'],
      preCompressed: true,
    });
  }

  /** index.html, the client-rendered app. `cacheControl: false` keeps send's 'public, max-age=0' off. */
  const sendApp = (reply: FastifyReply) =>
    reply
      .type('text/html')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .sendFile('index.html', { cacheControl: false });

  if (hasWeb)
    app.get('/', { schema: { hide: true } }, (request, reply) => {
      const landing = pages.get('/');
      return landing && !hasSession(request) ? sendPage(request, reply, landing) : sendApp(reply);
    });

  /**
   * Pages rendered at request time (venue pages, listings) by their HTML's SHA-1 (one body per version and render),
   * so each is compressed once.
   */
  const renderedBodies = new Map<string, HeldPage>();
  const heldRenderedPage = (html: string) => {
    const key = createHash('sha1').update(html).digest('base64');
    let page = renderedBodies.get(key);
    if (!page) {
      renderedBodies.set(key, (page = holdPage(html)));
      if (renderedBodies.size > 2 * MAX_RENDERED_PAGES) renderedBodies.delete(renderedBodies.keys().next().value!);
    }
    return page;
  };

  // A HEAD the not-found handler answers (a page, the JSON 404) gets the GET's headers and no body, as Fastify's own
  // HEAD routes do; a file sent by @fastify/static already has none.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'HEAD' || !request.is404 || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
      return done(null, payload);
    reply.header('content-length', String(Buffer.byteLength(payload)));
    done(null, null);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (hasWeb && isPageRequest(request)) {
      const session = hasSession(request);
      const built = session ? undefined : pages.get(request.url.replace(/[?#].*$/, ''));
      if (built) return sendPage(request, reply, built);
      const listing =
        !session && request.url.replace(/[?#].*$/, '') === LISTING_PATH ? await listings?.listingPage(request.url) : null;
      if (listing) return sendPage(request, reply, heldRenderedPage(listing));
      const venue = await venues?.venuePage(request.url, !session);
      if (venue?.kind === 'page') return sendPage(request, reply, heldRenderedPage(venue.html));
      // A redirect's target depends on the venue's current name, which can change: revalidated, never kept.
      if (venue?.kind === 'redirect') return reply.header('Cache-Control', 'no-cache').redirect(venue.location, 301);
      // The client router shows the removed venue's page with alternatives (decision 081); robots get the 404.
      if (venue?.kind === 'gone') reply.status(404);
      return sendApp(reply);
    }
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: messages.common.routeNotFound });
  });
});
