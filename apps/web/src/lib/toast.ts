import type { ExternalToast } from 'sonner';

type Message = Parameters<typeof import('sonner').toast.success>[0];

/** sonner loads on the first toast, not with the first paint (decision 022); the <Toaster> is lazy too. */
const loadSonner = () => import('sonner');

/**
 * The toasts that code on the first-paint path shows (query errors, the footer's newsletter form).
 * Same calls as sonner's `toast`; pages and features that load lazily may import `toast` from 'sonner' directly.
 */
export const toast = {
  success: (message: Message, options?: ExternalToast) => void loadSonner().then(({ toast }) => toast.success(message, options)),
  error: (message: Message, options?: ExternalToast) => void loadSonner().then(({ toast }) => toast.error(message, options)),
};
