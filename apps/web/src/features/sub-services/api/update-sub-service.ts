import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerSubService, UpdateSubServiceBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const updateSubService = ({ id, ...body }: { id: number } & UpdateSubServiceBody) =>
  api.put<OwnerSubService>(`/api/sub-services/${id}`, body);

/** `venueId`: the venue whose page shows the sub-service. */
export function useUpdateSubService(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubService,
    onSuccess: () => invalidateAfter(queryClient, 'subService.updated', { venueId }),
  });
}
