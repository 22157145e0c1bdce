import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailVerificationBody, EmailVerificationResult } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const confirmEmailVerification = (body: ConfirmEmailVerificationBody) =>
  api.post<EmailVerificationResult>('/api/user/email-verification/confirm', body);

/**
 * Verifies the code. The claimed guest appointments join the user's list and the profile says verified; neither is a
 * public-cache write, so this is not a row of lib/invalidation.ts.
 */
export function useConfirmEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailVerification,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myAppointments() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.auth.profile() }),
      ]),
  });
}
