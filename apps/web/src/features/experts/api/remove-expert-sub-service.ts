import { api } from '@/lib/api-client';

export const removeExpertSubService = (expertId: number, subServiceId: number) =>
  api.delete<{ expert_id: number; id: number }>(`/api/owner/experts/${expertId}/sub-services/${subServiceId}`);
