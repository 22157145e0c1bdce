import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const deleteVenueFaq = (venueId: number, faqId: number) =>
  api.delete<{ id: number }>(`/api/owner/venues/${venueId}/faqs/${faqId}`);

export function useDeleteVenueFaq(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (faqId: number) => deleteVenueFaq(venueId, faqId),
    onSettled: () => invalidateAfter(queryClient, 'faq.deleted', { venueId }),
  });
}
