import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSubServiceBody, OwnerSubService } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const createSubService = (body: CreateSubServiceBody) => api.post<OwnerSubService>('/api/sub-services', body);

/** `venueId`: the venue the sub-service is created in (its page and lists refresh). */
export function useCreateSubService(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubService,
    onSuccess: () => invalidateAfter(queryClient, 'subService.created', { venueId }),
  });
}
