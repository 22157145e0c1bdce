import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVenueBody, OwnerVenue } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const createVenue = (body: CreateVenueBody) => api.post<OwnerVenue>('/api/owner/venues', body);

export function useCreateVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVenue,
    onSuccess: (venue) => invalidateAfter(queryClient, 'venue.created', { venueId: venue.id }),
  });
}
