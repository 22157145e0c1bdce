import { useCallback, useState } from 'react';
import type { NewsletterBody, NewsletterResult } from '@randevu/contracts';
import { api } from '@/lib/api-client';

export const subscribeToNewsletter = (body: NewsletterBody) => api.post<NewsletterResult>('/api/newsletter', body);

interface SubscribeCallbacks {
  onSuccess?: (result: NewsletterResult) => void;
  onError?: (error: unknown) => void;
}

/**
 * The footer's subscription. A plain hook rather than a TanStack mutation: the footer is on every first paint,
 * before the query client has loaded (decision 022). Same shape as the mutation it replaced.
 */
export function useSubscribeToNewsletter() {
  const [isPending, setIsPending] = useState(false);
  const mutate = useCallback((body: NewsletterBody, callbacks: SubscribeCallbacks = {}) => {
    setIsPending(true);
    subscribeToNewsletter(body).then(
      (result) => {
        setIsPending(false);
        callbacks.onSuccess?.(result);
      },
      (error: unknown) => {
        setIsPending(false);
        callbacks.onError?.(error);
      },
    );
  }, []);
  return { mutate, isPending };
}
