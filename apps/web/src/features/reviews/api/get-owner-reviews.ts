import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { messages } from '@randevu/contracts/messages';
import type { OwnerReview, VenueReviewsResponse } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const OWNER_REVIEWS_PAGE_SIZE = 20;

export interface OwnerReviewsPage {
  data: OwnerReview[];
  meta: VenueReviewsResponse['meta'];
}

/** GET /api/owner/venues/{id}/reviews: a page of every review of the venue, newest first, with the venue's rating. */
export const getOwnerReviews = (venueId: number, page: number, signal?: AbortSignal) =>
  api.getPage<OwnerReview[], OwnerReviewsPage['meta']>(
    `/api/owner/venues/${venueId}/reviews`,
    { page, limit: OWNER_REVIEWS_PAGE_SIZE, sort: 'newest' },
    signal,
  );

export const ownerReviewsQueryOptions = (venueId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.owner.reviews(venueId),
    queryFn: ({ pageParam, signal }) => getOwnerReviews(venueId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page * last.meta.limit < last.meta.total ? last.meta.page + 1 : undefined),
    meta: { errorMessage: messages.ownerReviews.page.loadFailed },
  });

export const useOwnerReviews = (venueId: number) => useInfiniteQuery(ownerReviewsQueryOptions(venueId));

/** The loaded pages with `review` in place of the one of the same id (a reply or a report answers the whole review). */
export const withReview = (pages: InfiniteData<OwnerReviewsPage, number> | undefined, review: OwnerReview) =>
  pages && {
    ...pages,
    pages: pages.pages.map((p) => ({ ...p, data: p.data.map((r) => (r.id === review.id ? review : r)) })),
  };
