import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VenueGoLive } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { queryKeys } from '@/lib/query-keys';

/** "Yayına al" (only once the venue can take a booking: 409 otherwise) or "Yayından kaldır" (decision 074). */
export const setVenuePublication = (venueId: number, isPublished: boolean) =>
  api.put<VenueGoLive>(`/api/owner/venues/${venueId}/publication`, { is_published: isPublished });

export function useSetVenuePublication(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPublished: boolean) => setVenuePublication(venueId, isPublished),
    onSuccess: (goLive) => {
      queryClient.setQueryData(queryKeys.venues.goLive(venueId), goLive);
      return invalidateAfter(queryClient, 'venue.publicationChanged', { venueId });
    },
  });
}
