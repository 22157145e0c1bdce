import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The web build's server bundle (apps/web/scripts/prerender.mjs) and the marker main.tsx hydrates on. */
export const SSR_ENTRY = path.join('ssr', 'render.mjs');
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'; // apps/web/src/config/prerender.ts
/** Rendered pages kept in memory per kind, oldest dropped first (a page's markup is some tens of KB). */
export const MAX_RENDERED_PAGES = 500;

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}
/** The API paths a rendered listing reads (apps/web/src/prerender.tsx `listingReads`). */
export interface ListingReads {
  listing: string;
  cities: string;
  categories: string;
}
/** What the server bundle exports (apps/web/src/prerender.tsx); the listing's pair is absent in an older build. */
export interface SsrModule {
  renderVenue(url: string, venueJson: string): Promise<RenderedPage>;
  listingReads?(url: string): ListingReads;
  renderListing?(url: string, answers: ListingReads): Promise<RenderedPage>;
}

/**
 * JSON text made safe inside <script type="application/json">: `<` `>` `&` can only occur inside JSON strings,
 * where their \u escapes mean the same, so `</script>` or `<!--` in a venue's text cannot end the element;
 * U+2028/2029 are escaped for any consumer that reads the text as JavaScript.
 */
export function escapeJsonForHtml(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A `<script type="application/json">` element the web app reads by `id` (apps/web/src/lib/inline-data.ts). */
export const inlineJson = (id: string, json: string) =>
  `<script type="application/json" id="${id}">${escapeJsonForHtml(json)}</script>`;

/** A map used as a cache of at most MAX_RENDERED_PAGES entries, the oldest dropped first. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_RENDERED_PAGES) map.delete(map.keys().next().value!);
}

/**
 * Rendered markup checked before use: the CSP allows no inline script, so the markup must be complete without one,
 * and a page without its <h1> is not the page.
 */
export function checkRendered(page: RenderedPage, what: string): RenderedPage {
  if (/<script\b/i.test(page.html)) throw new Error(`the rendered ${what} contains a <script>`);
  if (!page.html.includes('<h1')) throw new Error(`the rendered ${what} has no <h1>`);
  return page;
}

/**
 * The server bundle, imported on the first page that needs it (once per process); null when the build has none or
 * it does not load (those pages are then client-rendered, as before; one warning).
 */
export function ssrLoader(app: FastifyInstance, webDistDir: string): () => Promise<SsrModule | null> {
  const ssrPath = path.join(webDistDir, SSR_ENTRY);
  let ssrModule: Promise<SsrModule | null> | undefined;
  return () =>
    (ssrModule ??= (async () => {
      if (!fs.existsSync(ssrPath)) return null;
      try {
        const mod = (await import(pathToFileURL(ssrPath).href)) as Partial<SsrModule>;
        if (typeof mod.renderVenue !== 'function') throw new Error('no renderVenue export');
        return mod as SsrModule;
      } catch (err) {
        app.log.warn({ err, path: ssrPath }, 'web: pages not server-rendered (the server bundle does not load)');
        return null;
      }
    })());
}
