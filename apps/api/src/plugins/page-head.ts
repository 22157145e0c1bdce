import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/escape-html';

/**
 * What the web plugin needs to answer a page the way outside clients read it (decision 056): which requests are for a
 * page (browsers, and also curl, link checkers and crawlers, which send `Accept: *\/*` or no Accept at all, and HEAD),
 * and the <head> tags that name a page's address and describe it for link previews (canonical, Open Graph).
 */

const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

/**
 * How an Accept header takes HTML: `explicit` when it names text/html with a non-zero weight, `any` when only a
 * wildcard (`*\/*`, `text/*`) admits it or there is no header (RFC 9110: no Accept accepts anything), else `no`.
 * The most specific range decides (`text/html;q=0, *\/*` refuses HTML). Read from the first 1 KB.
 */
export function htmlAcceptance(header: string | undefined): 'explicit' | 'any' | 'no' {
  if (header === undefined || header.trim() === '') return 'any';
  const weights = new Map<string, number>();
  for (const part of header.slice(0, 1024).split(',')) {
    const [range = '', ...params] = part.split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const name = range.trim().toLowerCase();
    if (name) weights.set(name, Math.max(weights.get(name) ?? 0, q === undefined ? 1 : Number(q) || 0));
  }
  const explicit = weights.get('text/html');
  if (explicit !== undefined) return explicit > 0 ? 'explicit' : 'no';
  return (weights.get('text/*') ?? weights.get('*/*') ?? 0) > 0 ? 'any' : 'no';
}

/** Paths that are never pages: the API, uploaded images and the built assets answer their own 404. */
const NOT_PAGES = /^\/(?:api|uploads|assets)(?:[/?#]|$)/;
/** A last path segment with a file extension (`/robots.txt`, `/index.html.br`). */
const FILE_NAME = /\.[a-z0-9]{1,8}$/i;

/**
 * Whether an unknown path gets a page (the SPA, or a page rendered on the server) rather than the JSON 404: a GET or
 * HEAD outside /api, /uploads and /assets whose Accept takes HTML. A path that looks like a file name gets a page only
 * when the client asks for text/html by name: a crawler's `/robots.txt` or `/sitemap.xml` with `Accept: *\/*` gets
 * the 404, a browser that opens `/landing.html` gets the app (as before).
 */
export function isPageRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NOT_PAGES.test(request.url)) return false;
  const acceptance = htmlAcceptance(request.headers.accept);
  if (acceptance === 'no') return false;
  return acceptance === 'explicit' || !FILE_NAME.test(request.url.replace(/[?#].*$/, ''));
}

export interface PageMeta {
  /** The page's path on the site (`/`, `/pages/cerez-politikasi`): with the public origin, its canonical address. */
  path: string;
  title: string;
  description: string;
  /** A path on the site or an absolute URL; none: no og:image. */
  image?: string | null;
}

/**
 * The canonical link and the Open Graph tags of a page, with absolute addresses on `origin` (PUBLIC_URL): what link
 * checkers, search engines and link previews read. og:locale is tr_TR: every text of the site is Turkish.
 */
export function headTags(origin: string, meta: PageMeta): string {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
  const url = absolute(meta.path);
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', 'Randevu'],
    ['og:locale', 'tr_TR'],
    ['og:url', url],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ...(meta.image ? ([['og:image', absolute(meta.image)]] as [string, string][]) : []),
  ];
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
  ].join('\n    ');
}

/** `html` with `tags` at the end of its <head>; unchanged when it has no `</head>`. */
export function withHeadTags(html: string, tags: string): string {
  return html.replace('</head>', () => `  ${tags}\n  </head>`);
}

/**
 * A built page's og:title and description, read from the <title> and meta description the web build wrote: the title
 * without the site's suffix (`Aydınlatma Metni | Randevu`, pageTitle in apps/web; og:site_name names the site), as
 * the venue page's own og:title is the venue's name (apps/web use-open-graph.ts).
 */
export function builtPageMeta(html: string): { title: string; description: string } {
  const title = unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return { title: title.replace(/ \| Randevu$/, ''), description: unescapeHtml(description) };
}
