import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { ReviewSort, VenueReviewsResponse } from '@randevu/contracts';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const REVIEW_PAGE_SIZE = 10;

/**
 * GET /api/venues/{id}/reviews?page=&limit=&sort=. Read directly rather than through `api.get` because the list's
 * paging facts and the venue's rating sit beside `data`, in `meta` (as the venue listing, docs/decisions/005).
 */
export async function getVenueReviews(
  params: { venueId: number; sort: ReviewSort; page: number },
  signal?: AbortSignal,
): Promise<VenueReviewsResponse> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(REVIEW_PAGE_SIZE), sort: params.sort });
  let res: Response;
  try {
    res = await fetch(`/api/venues/${params.venueId}/reviews?${query}`, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', messages.venueReviews.failed);
  }
  const json = (await res.json().catch(() => null)) as (VenueReviewsResponse & { code?: string; message?: string }) | null;
  if (!res.ok || !json || json.success !== true) {
    console.error(`GET venue ${params.venueId} reviews → ${res.status}`, json);
    throw new ApiError(res.status, json?.code ?? 'HTTP_ERROR', json?.message ?? messages.venueReviews.failed);
  }
  return json;
}

/** The venue's public reviews in one order, page by page; keeps the previous order's list while a new one loads. */
export function useVenueReviews(venueId: number, sort: ReviewSort) {
  return useInfiniteQuery({
    queryKey: queryKeys.venues.reviewList(venueId, sort),
    queryFn: ({ pageParam, signal }) => getVenueReviews({ venueId, sort, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page * last.meta.limit < last.meta.total ? last.meta.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}
