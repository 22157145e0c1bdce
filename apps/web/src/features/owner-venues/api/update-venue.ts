import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerVenueDetail, UpdateVenueBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { ownerVenueQueryOptions } from './get-owner-venue';

export const updateVenue = (id: number, body: UpdateVenueBody) => api.put<OwnerVenueDetail>(`/api/owner/venues/${id}`, body);

export function useUpdateVenue(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVenueBody) => updateVenue(id, body),
    onSuccess: (venue) => {
      queryClient.setQueryData(ownerVenueQueryOptions(id).queryKey, venue);
      // The name shows in the owner's list; the public page and listings (if cached) show everything.
      void invalidateAfter(queryClient, 'venue.updated', { venueId: id });
    },
  });
}
