import { useMutation } from '@tanstack/react-query';
import type { ContactBody, ContactResult } from '@randevu/contracts';
import { api } from '@/lib/api-client';

export const sendContactMessage = (body: ContactBody) => api.post<ContactResult>('/api/contact', body);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
