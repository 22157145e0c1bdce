import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages, parseVenueSegment, type PublicReview, type VenueDetail } from '@randevu/contracts';
import { sendEncoded, type ContentEncoding } from '../lib/content-encoding';
import { AUTH_COOKIE, SECURE_AUTH_COOKIE } from './auth';
import { JSON_LD_REVIEWS_READ, venueJsonLd } from './venue-json-ld';

const LANDING_HTML = 'landing.html';
const VENUE_HTML = 'venue.html';
/** The element the web app reads the inlined venue from (apps/web/src/features/venues/api/get-venue.ts). */
export const VENUE_DATA_ID = 'venue-data';
/** The web build's server bundle (apps/web/scripts/prerender.mjs) and the marker main.tsx hydrates on. */
export const SSR_ENTRY = path.join('ssr', 'render.mjs');
const PRERENDERED_ATTRIBUTE = 'data-prerendered'; // apps/web/src/config/prerender.ts
/** Rendered venue pages kept in memory, oldest dropped first (a page's markup is some tens of KB). */
const MAX_RENDERED_PAGES = 500;

interface RenderedPage {
  html: string;
  title: string;
  description: string;
}
interface SsrModule {
  renderVenue(url: string, venueJson: string): Promise<RenderedPage>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * JSON text made safe inside <script type="application/json">: `<` `>` `&` can only occur inside JSON strings,
 * where their \u escapes mean the same, so `</script>` or `<!--` in a venue's text cannot end the element;
 * U+2028/2029 are escaped for any consumer that reads the text as JavaScript.
 */
export function escapeJsonForHtml(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A session cookie (signed in, or a session that may have ended): such a request gets the client-rendered app. */
const hasSession = (request: FastifyRequest) =>
  request.cookies?.[AUTH_COOKIE] !== undefined || request.cookies?.[SECURE_AUTH_COOKIE] !== undefined;

/**
 * Serves the built SPA and uploaded images, and answers every unknown path: JSON 404 for
 * /api and for non-HTML requests, index.html for a browser's GET (ARCHITECTURE rule 4).
 * `/` is the prerendered landing page (landing.html, written by the web build; decision 022) for a request
 * without a session cookie: it paints before any JavaScript runs and hydrates signed out. A request with a
 * session cookie gets index.html, whose client render shows the signed-in header from the first paint.
 * A public venue address (`/{prefix}-{id}` of a published venue) gets venue.html (index.html with the venue
 * page's chunks preloaded) with the public venue JSON inlined, the same bytes `GET /api/venues/{id}` answers
 * (from the public cache), so the page renders without a second round trip; without a session, the venue's own
 * address (`/{prefix}-{id}`) also arrives rendered on the server (from index.html). CSP is unchanged: a
 * `type="application/json"` element is data, never executed.
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
  const hasLanding = hasWeb && fs.existsSync(path.join(opts.webDistDir, LANDING_HTML));
  const venueHtmlPath = path.join(opts.webDistDir, VENUE_HTML);
  const venueTemplate = hasWeb && fs.existsSync(venueHtmlPath) ? fs.readFileSync(venueHtmlPath, 'utf8') : null;
  if (venueTemplate && !venueTemplate.includes('<div id="root"></div>'))
    throw new Error(`${venueHtmlPath} has no empty <div id="root">`);
  /**
   * A page rendered on the server paints from its HTML; the venue route's 29 modulepreloads in venue.html
   * (there for the client-rendered page) then only compete with that paint: the browser fetches and compiles
   * them on the main thread before parsing ends. Measured 2026-11-24, phone width, 4× CPU throttle, warm
   * render cache: LCP 544–552 ms from index.html against 788–1,096 ms from venue.html. So the rendered page
   * starts from index.html (same scripts and styles); the client-rendered one keeps venue.html.
   */
  const renderedTemplate = venueTemplate ? fs.readFileSync(indexHtml, 'utf8') : null;
  if (renderedTemplate && !renderedTemplate.includes('<div id="root"></div>'))
    throw new Error(`${indexHtml} has no empty <div id="root">`);
  if (hasWeb) {
    // The hashed assets (about 240 files) under one wildcard route: a route per file cost ≈ 0.2 ms each at
    // start-up (decision 025). A name that is not there gets the JSON 404 (`callNotFound`).
    await app.register(fastifyStatic, {
      root: path.join(opts.webDistDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      // The build writes a .br and a .gz beside each text asset (apps/web/scripts/precompress.mjs): sent as they
      // are to a client that accepts them, with no compression work per request (issue 28).
      preCompressed: true,
      setHeaders(reply) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    // The folder itself is no file (send would answer 403): the usual 404.
    app.get('/assets/', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
    // The few files at the top (index.html, favicon.svg): one route each (wildcard: false), so unknown paths
    // reach the SPA fallback. No route for the rest: the landing page's markup is right only at `/` (sent by
    // the route below), venue.html is a template, and the server bundle (ssr/) is the API's code.
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      globIgnore: ['assets/**', 'ssr/**', LANDING_HTML, VENUE_HTML, '**/*.br', '**/*.gz'],
      preCompressed: true,
    });
    // The HTML is revalidated on every visit (its asset names change with each build); `cacheControl: false`
    // keeps send's default ('public, max-age=0') from replacing that header.
    app.get('/', { schema: { hide: true } }, (request, reply) => {
      return reply
        .type('text/html')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie')
        .sendFile(hasLanding && !hasSession(request) ? LANDING_HTML : 'index.html', { cacheControl: false });
    });
  }

  // The server bundle, imported on the first venue page that needs it; null when the build has none or it
  // does not load (every venue page is then client-rendered, as before).
  const ssrPath = path.join(opts.webDistDir, SSR_ENTRY);
  let ssrModule: Promise<SsrModule | null> | undefined;
  const loadSsr = () =>
    (ssrModule ??= (async () => {
      if (!venueTemplate || !fs.existsSync(ssrPath)) return null;
      try {
        const mod = (await import(pathToFileURL(ssrPath).href)) as Partial<SsrModule>;
        if (typeof mod.renderVenue !== 'function') throw new Error('no renderVenue export');
        return mod as SsrModule;
      } catch (err) {
        app.log.warn({ err, path: ssrPath }, 'web: venue pages not server-rendered (the server bundle does not load)');
        return null;
      }
    })());

  /**
   * Rendered venue pages by path (the venue's own address only, so one per venue), each with the ETag of the venue JSON it was rendered from. The JSON comes
   * from the public cache (decision 020), whose invalidation (an owner edit, invalidateVenue) gives the next
   * read new bytes and so a new ETag: the page is then rendered again. No second invalidation path.
   */
  const rendered = new Map<string, { etag: string; page: RenderedPage }>();

  /** #root filled with the venue page's markup, or null (logged) when it cannot be rendered. */
  async function renderedVenue(pathName: string, venueJson: string, etag: string | undefined): Promise<RenderedPage | null> {
    const cached = etag ? rendered.get(pathName) : undefined;
    if (cached && cached.etag === etag) return cached.page;
    const ssr = await loadSsr();
    if (!ssr) return null;
    try {
      const page = await ssr.renderVenue(pathName, venueJson);
      // The CSP allows no inline script, and the markup must be complete without one.
      if (/<script\b/i.test(page.html)) throw new Error('the rendered venue page contains a <script>');
      if (!page.html.includes('<h1')) throw new Error('the rendered venue page has no <h1>');
      if (etag) {
        rendered.delete(pathName);
        rendered.set(pathName, { etag, page });
        if (rendered.size > MAX_RENDERED_PAGES) rendered.delete(rendered.keys().next().value!);
      }
      return page;
    } catch (err) {
      app.log.warn({ err, path: pathName }, 'web: venue page not server-rendered, served client-rendered');
      return null;
    }
  }

  /**
   * A venue page's compressed bytes by the SHA-1 of its HTML (the not-found handler is outside the compression
   * plugin's routes): compressed once per page version, as the public cache does for the JSON.
   */
  const pageVariants = new Map<string, Partial<Record<ContentEncoding, Buffer>>>();
  function encodedPageVariants(body: Buffer) {
    const key = createHash('sha1').update(body).digest('base64');
    let variants = pageVariants.get(key);
    if (!variants) {
      pageVariants.set(key, (variants = {}));
      if (pageVariants.size > MAX_RENDERED_PAGES) pageVariants.delete(pageVariants.keys().next().value!);
    }
    return variants;
  }

  /**
   * The venue's JSON-LD element (issue 26: LocalBusiness, AggregateRating, the latest reviews), kept by the venue
   * JSON's ETag as the rendered pages are: a review written, edited or hidden drops the venue's cached reads, so its
   * next read has a new ETag. Escaped as the inlined venue JSON is.
   */
  const jsonLdElements = new Map<number, { etag: string; element: string }>();
  async function jsonLdElement(id: number, venueJson: string, etag: string | undefined): Promise<string> {
    const cached = etag ? jsonLdElements.get(id) : undefined;
    if (cached && cached.etag === etag) return cached.element;
    const venue = (JSON.parse(venueJson) as { data: VenueDetail }).data;
    let reviews: PublicReview[] = [];
    if (venue.rating_count > 0) {
      const res = await app.inject({ method: 'GET', url: `/api/venues/${id}/reviews?limit=${JSON_LD_REVIEWS_READ}` });
      if (res.statusCode === 200) reviews = (res.json() as { data: PublicReview[] }).data;
    }
    const ld = JSON.stringify(venueJsonLd(venue, reviews, opts.publicUrl));
    const element = `<script type="application/ld+json">${escapeJsonForHtml(ld)}</script>`;
    if (etag) {
      jsonLdElements.delete(id);
      jsonLdElements.set(id, { etag, element });
      if (jsonLdElements.size > MAX_RENDERED_PAGES) jsonLdElements.delete(jsonLdElements.keys().next().value!);
    }
    return element;
  }

  /**
   * venue.html with the venue's public JSON, for a one-segment path naming a published venue; else null.
   * Without a session (`render`), #root also holds the page rendered on the server, marked for hydration,
   * with the venue's own title and description.
   */
  async function venuePage(url: string, render: boolean): Promise<string | null> {
    if (!venueTemplate) return null;
    const segment = /^\/([^/?#]+)(?:[?#]|$)/.exec(url)?.[1];
    const id = parseVenueSegment(segment);
    if (id === null) return null;
    const res = await app.inject({ method: 'GET', url: `/api/venues/${id}` });
    if (res.statusCode !== 200) return null;
    const etag = res.headers.etag as string | undefined;
    const data = [
      `<script type="application/json" id="${VENUE_DATA_ID}">${escapeJsonForHtml(res.body)}</script>`,
      await jsonLdElement(id, res.body, etag),
    ].join('\n    ');
    // Rendered only at the venue's own address (/{prefix}-{id}, the one every link of ours uses). Any other prefix
    // names the same venue and gets the client-rendered page: otherwise made-up prefixes would each cost a
    // render (~16 ms) and push real pages out of the render cache. The markup depends on the path alone
    // (nothing on the page reads the query), so there is one entry per venue.
    const canonical = render && segment === `${(JSON.parse(res.body) as { data: { prefix: string } }).data.prefix}-${id}`;
    const page = canonical ? await renderedVenue(`/${segment}`, res.body, etag) : null;
    if (!page || !renderedTemplate)
      return venueTemplate.replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${data}`);
    return renderedTemplate
      .replace('<div id="root"></div>', () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.html}</div>\n    ${data}`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${escapeHtml(page.description)}"`,
      );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/uploads/');
    if (hasWeb && request.method === 'GET' && wantsHtml && !isApi) {
      const venueHtml = await venuePage(request.url, !hasSession(request));
      if (venueHtml) {
        reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
        const body = Buffer.from(venueHtml);
        sendEncoded(request, reply, body, encodedPageVariants(body));
        return reply;
      }
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: messages.common.routeNotFound });
  });
});
