import { useMutation } from '@tanstack/react-query';
import type { NewsletterBody, NewsletterResult } from '@randevu/contracts';
import { api } from '@/lib/api-client';

export const subscribeToNewsletter = (body: NewsletterBody) => api.post<NewsletterResult>('/api/newsletter', body);

export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });
