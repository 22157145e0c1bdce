import { useMutation } from '@tanstack/react-query';
import type { AuthResult, RegisterBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { storeUser } from '@/lib/session';

export const register = (body: RegisterBody) => api.post<AuthResult>('/api/register', body);

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (result) => storeUser(result.user),
  });
}
