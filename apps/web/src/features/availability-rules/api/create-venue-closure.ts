import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Closure, CreateClosureBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** A 409 RULE_CONFLICT lists the appointments inside; `force: true` keeps them and saves. */
export const createVenueClosure = (venueId: number, body: CreateClosureBody) =>
  api.post<Closure>(`/api/owner/venues/${venueId}/closures`, body);

export function useCreateVenueClosure(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClosureBody) => createVenueClosure(venueId, body),
    onSuccess: () => invalidateAfter(queryClient, 'closure.created', { venueId }),
  });
}
