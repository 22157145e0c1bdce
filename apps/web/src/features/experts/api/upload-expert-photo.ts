import type { ExpertPhoto } from '@randevu/contracts';
import { api } from '@/lib/api-client';

export const uploadExpertPhoto = (id: number, photo: File) => {
  const form = new FormData();
  form.append('photo', photo);
  return api.upload<ExpertPhoto>(`/api/owner/experts/${id}/photo`, form);
};
