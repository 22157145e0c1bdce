import type { CreateExpertBody, OwnerExpert } from '@randevu/contracts';
import { api } from '@/lib/api-client';

/** Part of saving the expert form (lib/save-expert.ts), which refreshes the list once at the end. */
export const createExpert = (body: CreateExpertBody) => api.post<OwnerExpert>('/api/owner/experts', body);
