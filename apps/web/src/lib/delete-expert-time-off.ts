import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export type DeleteTimeOffInput = { expertId: number; timeOffId: number };

export const deleteExpertTimeOff = ({ expertId, timeOffId }: DeleteTimeOffInput) =>
  api.delete<{ id: number }>(`/api/owner/experts/${expertId}/time-off/${timeOffId}`);

export function useDeleteExpertTimeOff(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExpertTimeOff,
    onSettled: (_data, _error, { expertId }) => invalidateAfter(queryClient, 'timeOff.deleted', { venueId, expertId }),
  });
}
