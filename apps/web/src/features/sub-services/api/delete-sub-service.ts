import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubServiceDeleted } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { subServicesQueryKey } from './get-my-sub-services';

export const deleteSubService = (id: number) => api.delete<SubServiceDeleted>(`/api/sub-services/${id}`);

/** Refreshes the list whatever the outcome: a 404 means another tab removed it already. */
export function useDeleteSubService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubService,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subServicesQueryKey }),
  });
}
