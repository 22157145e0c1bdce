import { useMutation } from '@tanstack/react-query';
import type {
  ForgotPasswordBody,
  ForgotPasswordResult,
  ResetPasswordBody,
  VerifyResetCodeBody,
  VerifyResetCodeResult,
} from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/** Sends a reset code (also 'Tekrar gönder'); the answer is the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordBody) => api.post<ForgotPasswordResult>('/api/password/forgot', body) });
}

export function useVerifyResetCode() {
  return useMutation({
    mutationFn: (body: VerifyResetCodeBody) => api.post<VerifyResetCodeResult>('/api/password/verify', body),
  });
}

/** Sets the new password; every session of the account ends, this browser's stored user too. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post<null>('/api/password/reset', body),
    onSuccess: () => clearSession(),
  });
}
