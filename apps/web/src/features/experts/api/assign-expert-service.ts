import type { AssignExpertServiceBody, OwnerExpertService } from '@randevu/contracts';
import { api } from '@/lib/api-client';

export const assignExpertService = (expertId: number, body: AssignExpertServiceBody) =>
  api.post<OwnerExpertService>(`/api/owner/experts/${expertId}/services`, body);
