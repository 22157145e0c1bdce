import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { venueFaqsQueryKey } from './get-venue-faqs';

export const deleteVenueFaq = (venueId: number, faqId: number) =>
  api.delete<{ id: number }>(`/api/owner/venues/${venueId}/faqs/${faqId}`);

export function useDeleteVenueFaq(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (faqId: number) => deleteVenueFaq(venueId, faqId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: venueFaqsQueryKey(venueId) }),
  });
}
