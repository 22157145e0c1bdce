import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSubServiceBody, OwnerSubService } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { subServicesQueryKey } from './get-my-sub-services';

export const createSubService = (body: CreateSubServiceBody) => api.post<OwnerSubService>('/api/sub-services', body);

export function useCreateSubService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subServicesQueryKey }),
  });
}
