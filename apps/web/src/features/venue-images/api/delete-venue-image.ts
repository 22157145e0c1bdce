import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const deleteVenueImage = (venueId: number, imageId: number) =>
  api.delete<{ id: number }>(`/api/owner/venues/${venueId}/images/${imageId}`);

export function useDeleteVenueImage(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) => deleteVenueImage(venueId, imageId),
    onSuccess: () => invalidateAfter(queryClient, 'venueImage.deleted', { venueId }),
  });
}
