import type { AssignExpertSubServiceBody, OwnerExpertSubService } from '@randevu/contracts';
import { api } from '@/lib/api-client';

export const assignExpertSubService = (expertId: number, body: AssignExpertSubServiceBody) =>
  api.post<OwnerExpertSubService>(`/api/owner/experts/${expertId}/sub-services`, body);
