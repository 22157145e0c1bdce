import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { VenueListResponse } from '@randevu/contracts';
import { ApiError } from '@/lib/api-client';
import { takeInlineJson } from '@/lib/inline-data';
import { queryKeys } from '@/lib/query-keys';

export interface VenueSearchParams {
  cityId: number;
  categoryId: number;
  q?: string;
  /** 'rating' = the Bayesian order (decision 039). */
  sort?: 'rating';
  /** Venues averaging at least this many stars (1..5). */
  minRating?: number;
}

export const VENUE_PAGE_SIZE = 24;

/** Which page to read: its number, and after the first the previous answer's cursor (`meta.next`, decision 048). */
export interface VenuePageParam {
  page: number;
  after?: string;
}

/** The address of one page of a listing (the server reads the same one to render the listing; src/prerender.tsx). */
export function venueListUrl(params: VenueSearchParams & VenuePageParam): string {
  const query = new URLSearchParams({ page: String(params.page), limit: String(VENUE_PAGE_SIZE) });
  if (params.after) query.set('after', params.after);
  if (params.q) query.set('q', params.q);
  if (params.sort) query.set('sort', params.sort);
  if (params.minRating) query.set('min_rating', String(params.minRating));
  return `/api/venues/by-city-category/${params.cityId}/${params.categoryId}?${query}`;
}

/** Must match LISTING_DATA_ID in apps/api/src/plugins/web-listing.ts. */
export const INLINE_LISTING_ID = 'listing-data';

/**
 * The listing's first page the server inlined into a rendered /companies (decision 095): `{ url, answer }`, the
 * answer of `GET {url}`, used when `url` is this search's first page, so the first render needs no request.
 */
function inlinedList(params: VenueSearchParams): InfiniteData<VenueListResponse, VenuePageParam> | undefined {
  const inline = takeInlineJson(INLINE_LISTING_ID) as { url?: unknown; answer?: VenueListResponse } | undefined;
  if (!inline || inline.url !== venueListUrl({ ...params, page: 1 }) || inline.answer?.success !== true) return undefined;
  return { pages: [inline.answer], pageParams: [{ page: 1 }] };
}

/**
 * GET /api/venues/by-city-category/{city}/{category}. Read directly rather than through `api.get`
 * because the listing's paging facts sit beside `data`, in `meta` (docs/decisions/005).
 */
export async function listVenues(params: VenueSearchParams & VenuePageParam, signal?: AbortSignal): Promise<VenueListResponse> {
  let res: Response;
  try {
    res = await fetch(venueListUrl(params), {
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', messages.venues.listFailed);
  }
  const json = (await res.json().catch(() => null)) as (VenueListResponse & { code?: string; message?: string }) | null;
  if (!res.ok || !json || json.success !== true) {
    console.error(`GET venues ${params.cityId}/${params.categoryId} → ${res.status}`, json);
    throw new ApiError(res.status, json?.code ?? 'HTTP_ERROR', json?.message ?? messages.venues.listFailed);
  }
  return json;
}

/**
 * Pages of venue cards for one search; keeps showing the previous results while a new search loads. The next page
 * is read after the last one's cursor: a deep page costs the server what the first does, and a filtered
 * search's total may be capped (VENUE_LIST_COUNT_CAP), so `meta.next`, not the total, says whether more follow.
 */
export const venueListQueryOptions = (params: VenueSearchParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.venues.list(params),
    queryFn: ({ pageParam, signal }) => listVenues({ ...params, ...pageParam }, signal),
    initialPageParam: { page: 1 } as VenuePageParam,
    getNextPageParam: (last): VenuePageParam | undefined =>
      last.meta.next ? { page: last.meta.page + 1, after: last.meta.next } : undefined,
    initialData: () => inlinedList(params),
  });

export function useVenueList(params: VenueSearchParams) {
  return useInfiniteQuery({ ...venueListQueryOptions(params), placeholderData: keepPreviousData });
}
