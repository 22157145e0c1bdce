import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { parseVenueSegment } from '@randevu/contracts/messages';
import {
  CONTRACT_TYPES,
  type Category,
  type City,
  type ContractType,
  type VenueDetail,
  type VenueListResponse,
} from '@randevu/contracts';
import { marketplaceMessages } from '@randevu/contracts/messages/marketplace';
import { venuesMessages } from '@randevu/contracts/messages/venues';
import { AppProvider } from '@/app/provider';
import { AppShell } from '@/app/router';
import { pageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { categoriesQueryOptions } from '@/features/categories/api/get-categories';
import { legalPageDescription, legalPageDocuments } from '@/features/legal/lib/legal-pages';
import { citiesQueryOptions } from '@/features/locations/api/get-cities';
import { venueListQueryOptions, venueListUrl } from '@/features/venues/api/list-venues';
import { parseVenueSearch, venueListParams } from '@/features/venues/hooks/use-venue-search-params';
import { venueQueryOptions } from '@/features/venues/api/get-venue';
import { venueDescription } from '@/features/venues/lib/meta';

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

/**
 * The app's tree as main.tsx hydrates it, at `location`, rendered to one HTML string. Rendered as a visitor
 * without a session sees it (the header signed out); `prerender` waits for every lazy part (the route's
 * chunk, the footer), so the page is complete without JavaScript.
 */
async function renderApp(location: string, inner?: (children: ReactNode) => ReactNode): Promise<string> {
  const router = (
    <StaticRouter location={location}>
      <AppShell />
    </StaticRouter>
  );
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>{inner ? inner(router) : router}</AppProvider>
    </StrictMode>,
    // One document, never streamed: every Suspense boundary inline, so the page needs no inline script to
    // reveal a part (React outlines boundaries above 12.8 KB by default; the CSP allows no inline script).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}

/** The landing page's HTML at build time (scripts/prerender.mjs; decision 022), the router fixed at `/`. */
export async function renderLanding(): Promise<RenderedPage> {
  return {
    html: await renderApp('/'),
    title: pageTitle(marketplaceMessages.home.metaTitle),
    description: marketplaceMessages.home.metaDescription,
  };
}

/** The legal texts the build renders (scripts/prerender.mjs → dist/pages/{type}.html; decision 056). */
export const legalPageTypes: readonly ContractType[] = CONTRACT_TYPES;

/**
 * A legal page's HTML at build time (/pages/{type}), the router fixed at its path: the texts are fixed (contracts'
 * legal.ts with the site's contact details), so the API serves the file to a visitor without a session.
 */
export async function renderLegal(type: ContractType): Promise<RenderedPage> {
  const document = legalPageDocuments[type];
  return {
    html: await renderApp(paths.legal(type)),
    title: pageTitle(document.title),
    description: legalPageDescription(document),
  };
}

/**
 * A public venue page's HTML at request time (apps/api/src/plugins/web.ts; decision 022): `url` is the
 * request's path (and query), `venueJson` the `{ success, data }` answer of `GET /api/venues/{id}` that the
 * same page inlines, so the client's first render (the venue query seeded from that JSON) is this markup.
 * The venue query is seeded into a client of this render only: nothing is shared between requests.
 * Throws when the answer is not this address's venue (the caller serves the client-rendered page).
 */
export async function renderVenue(url: string, venueJson: string): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://localhost');
  const segment = /^\/([^/]+)$/.exec(pathname)?.[1];
  const id = parseVenueSegment(segment);
  const answer = JSON.parse(venueJson) as { success?: unknown; data?: VenueDetail };
  const venue = answer.data;
  if (id === null || answer.success !== true || !venue || venue.id !== id) throw new Error(`no venue for ${pathname}`);

  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(venueQueryOptions(id).queryKey, venue);
  try {
    const html = await renderApp(url, (children) => (
      <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
    ));
    return { html, title: pageTitle(venue.name), description: venueDescription(venue) };
  } finally {
    client.clear();
  }
}

/** The reads a rendered listing needs (its first page, the cities, the categories): API paths. */
export interface ListingReads {
  listing: string;
  cities: string;
  categories: string;
}

/**
 * What the server reads to render the listing at `url` (/companies?city=…; decision 095): the first page of the search
 * the address asks for, as the page itself would read it (parseVenueSearch, venueListUrl), and the dropdowns' lists.
 * The listing's path is also the render's cache key: addresses that ask for the same search share it.
 */
export function listingReads(url: string): ListingReads {
  const { searchParams } = new URL(url, 'http://localhost');
  return {
    listing: venueListUrl({ ...venueListParams(parseVenueSearch(searchParams)), page: 1 }),
    cities: '/api/cities',
    categories: '/api/categories',
  };
}

/**
 * The listing's HTML at request time (apps/api/src/plugins/web-listing.ts; decision 095): `answers` holds the JSON
 * answers of listingReads(url), which the same page inlines, so the client's first render (its queries seeded from
 * that JSON) is this markup. Seeded into a client of this render only. Throws when an answer is not a success.
 */
export async function renderListing(url: string, answers: ListingReads): Promise<RenderedPage> {
  const { pathname, search, searchParams } = new URL(url, 'http://localhost');
  if (pathname !== paths.companies) throw new Error(`no listing at ${pathname}`);
  const success = <T,>(json: string): T => {
    const answer = JSON.parse(json) as { success?: unknown };
    if (answer.success !== true) throw new Error(`not a success: ${json.slice(0, 80)}`);
    return answer as T;
  };
  const listing = success<VenueListResponse>(answers.listing);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(venueListQueryOptions(venueListParams(parseVenueSearch(searchParams))).queryKey, {
    pages: [listing],
    pageParams: [{ page: 1 }],
  });
  client.setQueryData(citiesQueryOptions().queryKey, success<{ data: City[] }>(answers.cities).data);
  client.setQueryData(categoriesQueryOptions().queryKey, success<{ data: Category[] }>(answers.categories).data);
  try {
    const html = await renderApp(`${pathname}${search}`, (children) => (
      <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
    ));
    return {
      html,
      title: pageTitle(venuesMessages.listTitle),
      description: venuesMessages.listMetaDescription,
    };
  } finally {
    client.clear();
  }
}
