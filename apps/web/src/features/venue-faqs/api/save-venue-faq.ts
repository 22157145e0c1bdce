import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVenueFaqBody, UpdateVenueFaqBody, VenueFaq } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export type SaveVenueFaqInput = { faqId?: number; body: CreateVenueFaqBody & UpdateVenueFaqBody };

/** POST without `faqId` (appended at the end), PUT with it. */
export const saveVenueFaq = (venueId: number, { faqId, body }: SaveVenueFaqInput) =>
  faqId === undefined
    ? api.post<VenueFaq>(`/api/owner/venues/${venueId}/faqs`, body)
    : api.put<VenueFaq>(`/api/owner/venues/${venueId}/faqs/${faqId}`, body);

export function useSaveVenueFaq(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveVenueFaqInput) => saveVenueFaq(venueId, input),
    onSettled: (_faq, _error, { faqId }) =>
      invalidateAfter(queryClient, faqId === undefined ? 'faq.created' : 'faq.updated', { venueId }),
  });
}
