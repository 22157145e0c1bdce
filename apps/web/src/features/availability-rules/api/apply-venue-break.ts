import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyVenueBreakBody, VenueBreakApplied } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** PUT /api/owner/venues/{id}/breaks (decision 078): one break for the chosen experts and weekdays. */
export const applyVenueBreak = (venueId: number, body: ApplyVenueBreakBody) =>
  api.put<VenueBreakApplied>(`/api/owner/venues/${venueId}/breaks`, body);

export function useApplyVenueBreak(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyVenueBreakBody) => applyVenueBreak(venueId, body),
    onSuccess: () => invalidateAfter(queryClient, 'venueBreak.applied', { venueId }),
  });
}
