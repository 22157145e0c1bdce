import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VenueFaq } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { queryKeys } from '@/lib/query-keys';

export const reorderVenueFaqs = (venueId: number, faqIds: number[]) =>
  api.put<VenueFaq[]>(`/api/owner/venues/${venueId}/faqs/order`, { faq_ids: faqIds });

/** Moves the cards at once (optimistic); a failure puts the server's order back. */
export function useReorderVenueFaqs(venueId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.owner.venueFaqs(venueId);
  return useMutation({
    mutationFn: (faqIds: number[]) => reorderVenueFaqs(venueId, faqIds),
    onMutate: async (faqIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<VenueFaq[]>(key);
      if (previous) {
        const byId = new Map(previous.map((f) => [f.id, f]));
        queryClient.setQueryData<VenueFaq[]>(
          key,
          faqIds.flatMap((id, position) => {
            const faq = byId.get(id);
            return faq ? [{ ...faq, position }] : [];
          }),
        );
      }
      return { previous };
    },
    onSuccess: (faqs) => {
      queryClient.setQueryData(key, faqs);
      void invalidateAfter(queryClient, 'faq.reordered', { venueId });
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
