import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerSubService, UpdateSubServiceBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { subServicesQueryKey } from './get-my-sub-services';

export const updateSubService = ({ id, ...body }: { id: number } & UpdateSubServiceBody) =>
  api.put<OwnerSubService>(`/api/sub-services/${id}`, body);

export function useUpdateSubService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subServicesQueryKey }),
  });
}
