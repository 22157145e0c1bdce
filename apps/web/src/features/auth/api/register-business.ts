import { useMutation } from '@tanstack/react-query';
import type { AuthResult, RegisterBusinessBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { storeUser } from '@/lib/session';

export const registerBusiness = (body: RegisterBusinessBody) => api.post<AuthResult>('/api/register-business', body);

export function useRegisterBusiness() {
  return useMutation({
    mutationFn: registerBusiness,
    onSuccess: (result) => storeUser(result.user),
  });
}
