import { useMutation } from '@tanstack/react-query';
import type { EmailVerificationSent } from '@randevu/contracts';
import { api } from '@/lib/api-client';

/** E-mails a 6-digit code to the signed-in account's address ('Kod gönder', 'Tekrar gönder'). */
export const sendEmailVerification = () => api.post<EmailVerificationSent>('/api/user/email-verification');

export const useSendEmailVerification = () => useMutation({ mutationFn: sendEmailVerification });
