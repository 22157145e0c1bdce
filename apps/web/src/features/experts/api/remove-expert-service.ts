import { api } from '@/lib/api-client';

export const removeExpertService = (expertId: number, serviceId: number) =>
  api.delete<{ expert_id: number; id: number }>(`/api/owner/experts/${expertId}/services/${serviceId}`);
