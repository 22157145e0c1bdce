import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRules, UpdateBookingRulesBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { queryKeys } from '@/lib/query-keys';

/** PUT takes any subset of the rules; the answer is the venue's rules after the change. */
export const updateBookingRules = (venueId: number, body: UpdateBookingRulesBody) =>
  api.put<BookingRules>(`/api/owner/venues/${venueId}/booking-rules`, body);

export function useUpdateBookingRules(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBookingRulesBody) => updateBookingRules(venueId, body),
    onSuccess: (rules) => {
      queryClient.setQueryData(queryKeys.owner.availabilityRules.bookingRules(venueId), rules);
      void invalidateAfter(queryClient, 'bookingRules.updated', { venueId });
    },
  });
}
