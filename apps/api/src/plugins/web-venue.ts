import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseVenueSegment, venueSegment, type PublicReview, type VenueDetail } from '@randevu/contracts';
import { escapeHtml } from '../lib/escape-html';
import { headTags, withHeadTags } from './page-head';
import { venueJsonLd, JSON_LD_REVIEWS_READ } from './venue-json-ld';
import {
  checkRendered,
  escapeJsonForHtml,
  inlineJson,
  PRERENDERED_ATTRIBUTE,
  remember,
  type RenderedPage,
  type SsrModule,
} from './web-ssr';

const VENUE_HTML = 'venue.html';
/** The element the web app reads the inlined venue from (apps/web/src/features/venues/api/get-venue.ts). */
export const VENUE_DATA_ID = 'venue-data';

/** What a venue address answers (venuePage). */
export type VenueAnswer = { kind: 'page'; html: string } | { kind: 'redirect'; location: string } | { kind: 'gone' };

/**
 * A link preview's picture of a venue: its profile image, else its first gallery image, else the site's. An SVG (the
 * demo data's images) is left for the site's image: link previews show raster images only.
 */
function venueImage(venue: VenueDetail, siteImage: string | null): string | null {
  const own = venue.profile_image_url ?? venue.gallery_image_urls[0] ?? null;
  return own && !/\.svg(?:[?#]|$)/i.test(own) ? own : siteImage;
}

/**
 * The public venue pages (decision 022; head tags decision 056). A public venue address (`/{prefix}-{id}` of a
 * published venue) gets venue.html (index.html with the venue page's chunks preloaded) with the public venue JSON
 * inlined, the same bytes `GET /api/venues/{id}` answers (from the public cache), so the page renders without a second
 * round trip; without a session, the venue's own address also arrives rendered on the server (from index.html), with
 * its own title, description, canonical link and Open Graph tags. CSP is unchanged: a `type="application/json"`
 * element is data, never executed.
 */
export function venuePages(
  app: FastifyInstance,
  opts: {
    webDistDir: string;
    indexHtml: string;
    publicUrl: string;
    siteImage: string | null;
    loadSsr: () => Promise<SsrModule | null>;
  },
) {
  const venueHtmlPath = path.join(opts.webDistDir, VENUE_HTML);
  const venueTemplate = fs.existsSync(venueHtmlPath) ? fs.readFileSync(venueHtmlPath, 'utf8') : null;
  if (venueTemplate && !venueTemplate.includes('<div id="root"></div>'))
    throw new Error(`${venueHtmlPath} has no empty <div id="root">`);
  /**
   * A page rendered on the server paints from its HTML; the venue route's 29 modulepreloads in venue.html
   * (there for the client-rendered page) then only compete with that paint: the browser fetches and compiles
   * them on the main thread before parsing ends. Measured 2026-11-24, phone width, 4× CPU throttle, warm
   * render cache: LCP 544–552 ms from index.html against 788–1,096 ms from venue.html. So the rendered page
   * starts from index.html (same scripts and styles); the client-rendered one keeps venue.html.
   */
  const renderedTemplate = venueTemplate ? fs.readFileSync(opts.indexHtml, 'utf8') : null;
  if (renderedTemplate && !renderedTemplate.includes('<div id="root"></div>'))
    throw new Error(`${opts.indexHtml} has no empty <div id="root">`);

  /**
   * Rendered venue pages by path (the venue's own address only, so one per venue), each with the ETag of the venue JSON
   * it was rendered from. The JSON comes from the public cache (decision 020), whose invalidation (an owner edit,
   * invalidateVenue) gives the next read new bytes and so a new ETag: the page is then rendered again. No second
   * invalidation path.
   */
  const rendered = new Map<string, { etag: string; page: RenderedPage }>();

  /** #root filled with the venue page's markup, or null (logged) when it cannot be rendered. */
  async function renderedVenue(pathName: string, venueJson: string, etag: string | undefined): Promise<RenderedPage | null> {
    const cached = etag ? rendered.get(pathName) : undefined;
    if (cached && cached.etag === etag) return cached.page;
    const ssr = await opts.loadSsr();
    if (!ssr) return null;
    try {
      const page = checkRendered(await ssr.renderVenue(pathName, venueJson), 'venue page');
      if (etag) remember(rendered, pathName, { etag, page });
      return page;
    } catch (err) {
      app.log.warn({ err, path: pathName }, 'web: venue page not server-rendered, served client-rendered');
      return null;
    }
  }

  /**
   * The venue's JSON-LD element (LocalBusiness, AggregateRating, the latest reviews), kept by the venue JSON's ETag as
   * the rendered pages are: a review written, edited or hidden drops the venue's cached reads, so its next read has a
   * new ETag. Escaped as the inlined venue JSON is.
   */
  const jsonLdElements = new Map<number, { etag: string; element: string }>();
  async function jsonLdElement(venue: VenueDetail, etag: string | undefined): Promise<string> {
    const cached = etag ? jsonLdElements.get(venue.id) : undefined;
    if (cached && cached.etag === etag) return cached.element;
    let reviews: PublicReview[] = [];
    if (venue.rating_count > 0) {
      const res = await app.inject({ method: 'GET', url: `/api/venues/${venue.id}/reviews?limit=${JSON_LD_REVIEWS_READ}` });
      if (res.statusCode === 200) reviews = (res.json() as { data: PublicReview[] }).data;
    }
    const ld = JSON.stringify(venueJsonLd(venue, reviews, opts.publicUrl));
    const element = `<script type="application/ld+json">${escapeJsonForHtml(ld)}</script>`;
    if (etag) remember(jsonLdElements, venue.id, { etag, element });
    return element;
  }

  /**
   * The answer to a one-segment path `/{prefix}-{id}` (decision 081), or null for any other path:
   * - `page`: the venue's own address, `/{slug of its name}-{id}`: venue.html with the venue's public JSON; without a
   *   session (`render`), #root also holds the page rendered on the server, marked for hydration, with the venue's own
   *   title, description and Open Graph tags;
   * - `redirect`: any other prefix of a published venue (an old uuid link, a renamed venue's slug): a 301 to the own
   *   address, so one address is rendered and indexed per venue and made-up prefixes cost no render;
   * - `gone`: an id that names no published venue (removed, inactive, unknown): the app's page saying so, sent as a
   *   404 so that robots drop the address.
   */
  async function venuePage(url: string, render: boolean): Promise<VenueAnswer | null> {
    if (!venueTemplate) return null;
    const segment = /^\/([^/?#]+)(?:[?#]|$)/.exec(url)?.[1];
    const id = parseVenueSegment(segment);
    if (id === null) return null;
    const res = await app.inject({ method: 'GET', url: `/api/venues/${id}` });
    if (res.statusCode === 404) return { kind: 'gone' };
    if (res.statusCode !== 200) return null;
    const etag = res.headers.etag as string | undefined;
    const venue = (JSON.parse(res.body) as { data: VenueDetail }).data;
    const ownPath = `/${venueSegment(venue)}`;
    // The query string rides along (`/old-5?x=1` → `/{slug}-5?x=1`).
    if (segment !== ownPath.slice(1)) return { kind: 'redirect', location: ownPath + url.slice(1 + segment!.length) };
    const data = [inlineJson(VENUE_DATA_ID, res.body), await jsonLdElement(venue, etag)].join('\n    ');
    // The markup depends on the path alone (nothing on the page reads the query), so there is one entry per venue.
    const page = render ? await renderedVenue(ownPath, res.body, etag) : null;
    if (!page || !renderedTemplate) {
      const canonical = `<link rel="canonical" href="${escapeHtml(`${opts.publicUrl}${ownPath}`)}">`;
      return {
        kind: 'page',
        html: withHeadTags(venueTemplate, canonical).replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${data}`),
      };
    }
    // og:title is the venue's name, as the page's client render sets it (apps/web use-open-graph.ts).
    const tags = headTags(opts.publicUrl, {
      path: ownPath,
      title: venue.name,
      description: page.description,
      image: venueImage(venue, opts.siteImage),
    });
    const html = withHeadTags(renderedTemplate, tags)
      .replace('<div id="root"></div>', () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.html}</div>\n    ${data}`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${escapeHtml(page.description)}"`,
      );
    return { kind: 'page', html };
  }

  return { venuePage };
}
