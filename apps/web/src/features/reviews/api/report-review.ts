import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { OwnerReview, ReviewReportBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { queryKeys } from '@/lib/query-keys';
import { withReview, type OwnerReviewsPage } from './get-owner-reviews';

/** POST /api/owner/reviews/{id}/report: a note to the moderators; the review stays public. */
export const reportReview = ({ reviewId, body }: { reviewId: number; body: ReviewReportBody }) =>
  api.post<OwnerReview>(`/api/owner/reviews/${reviewId}/report`, body);

/**
 * Puts the answered review (now `reported`) into the owner's list; after a refusal the list is refetched, since a
 * review gone or already reported elsewhere is best seen as it is now.
 */
export function useReportReview(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportReview,
    onSuccess: (review) =>
      queryClient.setQueryData<InfiniteData<OwnerReviewsPage, number>>(queryKeys.owner.reviews(venueId), (pages) =>
        withReview(pages, review),
      ),
    onError: () => invalidateAfter(queryClient, 'review.reported', { venueId }),
  });
}
