import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const deleteVenueClosure = (venueId: number, closureId: number) =>
  api.delete<{ id: number }>(`/api/owner/venues/${venueId}/closures/${closureId}`);

export function useDeleteVenueClosure(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closureId: number) => deleteVenueClosure(venueId, closureId),
    onSettled: () => invalidateAfter(queryClient, 'closure.deleted', { venueId }),
  });
}
