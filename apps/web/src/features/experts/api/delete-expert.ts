import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const deleteExpert = (id: number) => api.delete<{ id: number }>(`/api/owner/experts/${id}`);

/** Refreshes the list and the venue page whatever the outcome: a 404 means another tab removed the expert already. */
export function useDeleteExpert(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpert,
    onSettled: () => invalidateAfter(queryClient, 'expert.deleted', { venueId }),
  });
}
