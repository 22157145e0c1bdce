import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expertsQueryKey } from './get-owner-experts';

export const deleteExpert = (id: number) => api.delete<{ id: number }>(`/api/owner/experts/${id}`);

/** Refreshes the list whatever the outcome: a 404 means another tab removed the expert already. */
export function useDeleteExpert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: expertsQueryKey }),
  });
}
