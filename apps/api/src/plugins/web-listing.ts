import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/escape-html';
import { headTags, withHeadTags } from './page-head';
import {
  checkRendered,
  inlineJson,
  PRERENDERED_ATTRIBUTE,
  remember,
  type ListingReads,
  type RenderedPage,
  type SsrModule,
} from './web-ssr';

/** The listing's address (apps/web/src/config/paths.ts `companies`). */
export const LISTING_PATH = '/companies';
/** The elements the web app reads the inlined answers from (apps/web features venues/locations/categories api). */
export const LISTING_DATA_ID = 'listing-data';
export const CITIES_DATA_ID = 'cities-data';
export const CATEGORIES_DATA_ID = 'categories-data';

/**
 * The listing's own address for a search: its city and category (a text filter, an order or a minimum rating only
 * narrow that listing), read from the path of the listing's read, `/api/venues/by-city-category/{city}/{category}`.
 */
function canonicalPath(listingRead: string): string {
  const [, city, category] = /^\/api\/venues\/by-city-category\/(\d+)\/(\d+)/.exec(listingRead) ?? [];
  return city && category ? `${LISTING_PATH}?city=${city}&category=${category}` : LISTING_PATH;
}

/**
 * The listing rendered on the server (decision 095), as the venue page is (decision 065): a request for /companies
 * without a session gets index.html with #root holding the listing's first page, rendered by the web build's server
 * bundle, and the three answers that page reads (the first page of the search the address asks for, the cities, the
 * categories) inlined, exactly the bytes the API answers, so the client's first render is that markup and needs no
 * request. The bundle says which reads an address needs (`listingReads`: the page's own parsing of ?city=…), so
 * the server and the page never disagree about the search.
 *
 * Cache without a second invalidation path: rendered pages are kept by the listing read's path (addresses that ask
 * for the same search share one), with the fingerprint of the three answers they were rendered from. Every request
 * reads those answers (the listing through the public cache, decision 020, which any venue change empties for
 * listings: invalidateVenue drops the tag `listings`), so the next read after a change has new bytes, and the page
 * is rendered again on that request: the HTML is exactly as fresh as the API's answers.
 */
export function listingPages(
  app: FastifyInstance,
  opts: { indexHtml: string; publicUrl: string; siteImage: string | null; loadSsr: () => Promise<SsrModule | null> },
) {
  const template = fs.existsSync(opts.indexHtml) ? fs.readFileSync(opts.indexHtml, 'utf8') : null;
  const rendered = new Map<string, { fingerprint: string; page: RenderedPage }>();

  /** The three answers, or null when one is not a 200 (the client-rendered page then shows its own state). */
  async function readAll(reads: ListingReads) {
    const answers = await Promise.all(
      (['listing', 'cities', 'categories'] as const).map(async (name) => {
        const url = reads[name];
        // Only the public reads the bundle names: never another route of this API.
        if (typeof url !== 'string' || !url.startsWith('/api/')) throw new Error(`not an API path: ${String(url)}`);
        const res = await app.inject({ method: 'GET', url });
        return res.statusCode === 200 ? res.body : null;
      }),
    );
    if (answers.some((a) => a === null)) return null;
    const [listing, cities, categories] = answers as string[];
    return { listing: listing!, cities: cities!, categories: categories! };
  }

  /**
   * The listing page for `url` (a path `/companies`, any query), or null when it cannot be rendered (no bundle, an
   * older one without the listing, a read that fails, a render that throws or fails its check: logged), in which case
   * the caller serves the client-rendered app as before.
   */
  async function listingPage(url: string): Promise<string | null> {
    if (!template || !template.includes('<div id="root"></div>')) return null;
    const ssr = await opts.loadSsr();
    if (!ssr?.listingReads || !ssr.renderListing) return null;
    try {
      const reads = ssr.listingReads(url);
      const answers = await readAll(reads);
      if (!answers) return null;
      // The bodies' fingerprint, not their ETags: the cities and categories are not in the public cache (they change
      // only with a deploy) and carry none. About 20 µs for the three.
      const fingerprint = createHash('sha1')
        .update(answers.listing)
        .update(answers.cities)
        .update(answers.categories)
        .digest('base64');
      const held = rendered.get(reads.listing);
      let page = held?.fingerprint === fingerprint ? held.page : null;
      if (!page) {
        // The markup depends on the search alone (the page reads nothing else of the address), so any address asking
        // for this search gets the same page.
        page = checkRendered(await ssr.renderListing(url, answers), 'listing');
        remember(rendered, reads.listing, { fingerprint, page });
      }
      const data = [
        inlineJson(LISTING_DATA_ID, `{"url":${JSON.stringify(reads.listing)},"answer":${answers.listing}}`),
        inlineJson(CITIES_DATA_ID, answers.cities),
        inlineJson(CATEGORIES_DATA_ID, answers.categories),
      ].join('\n    ');
      const tags = headTags(opts.publicUrl, {
        path: canonicalPath(reads.listing),
        title: page.title.replace(/ \| Randevu$/, ''),
        description: page.description,
        image: opts.siteImage,
      });
      const markup = page.html;
      return withHeadTags(template, tags)
        .replace('<div id="root"></div>', () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markup}</div>\n    ${data}`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace(
          /<meta name="description" content="[^"]*"/,
          () => `<meta name="description" content="${escapeHtml(page.description)}"`,
        );
    } catch (err) {
      app.log.warn({ err, url }, 'web: listing not server-rendered, served client-rendered');
      return null;
    }
  }

  return { listingPage };
}
