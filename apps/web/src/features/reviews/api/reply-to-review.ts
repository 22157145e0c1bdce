import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { OwnerReview, ReviewReplyBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { queryKeys } from '@/lib/query-keys';
import { withReview, type OwnerReviewsPage } from './get-owner-reviews';

/** PUT /api/owner/reviews/{id}/reply: the one public reply (writing it again replaces it). */
export const replyToReview = ({ reviewId, body }: { reviewId: number; body: ReviewReplyBody }) =>
  api.put<OwnerReview>(`/api/owner/reviews/${reviewId}/reply`, body);

/** Puts the answered review into the owner's list, then refreshes the venue's public reviews (they show the reply). */
export function useReplyToReview(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: (review) => {
      queryClient.setQueryData<InfiniteData<OwnerReviewsPage, number>>(queryKeys.owner.reviews(venueId), (pages) =>
        withReview(pages, review),
      );
      return invalidateAfter(queryClient, 'review.replied', { venueId });
    },
  });
}
