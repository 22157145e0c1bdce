import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTimeOffBody, TimeOff } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export type CreateTimeOffInput = { expertId: number; body: CreateTimeOffBody };

/** A 409 RULE_CONFLICT lists the appointments inside; `force: true` keeps them and saves. */
export const createExpertTimeOff = ({ expertId, body }: CreateTimeOffInput) =>
  api.post<TimeOff>(`/api/owner/experts/${expertId}/time-off`, body);

export function useCreateExpertTimeOff(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpertTimeOff,
    onSuccess: (_timeOff, { expertId }) => invalidateAfter(queryClient, 'timeOff.created', { venueId, expertId }),
  });
}
