import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubServiceDeleted } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const deleteSubService = (id: number) => api.delete<SubServiceDeleted>(`/api/sub-services/${id}`);

/** Refreshes the lists and the venue page whatever the outcome: a 404 means another tab removed it already. */
export function useDeleteSubService(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubService,
    onSettled: () => invalidateAfter(queryClient, 'subService.deleted', { venueId }),
  });
}
