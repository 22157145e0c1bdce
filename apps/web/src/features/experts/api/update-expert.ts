import type { UpdatedExpert, UpdateExpertBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';

/** Answers with `appointments_outside_hours`: upcoming appointments the new hours no longer cover. */
export const updateExpert = (id: number, body: UpdateExpertBody) => api.put<UpdatedExpert>(`/api/owner/experts/${id}`, body);
