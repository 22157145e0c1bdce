import { useMutation } from '@tanstack/react-query';
import type { AuthResult, LoginBody } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { storeUser } from '@/lib/session';

export const login = (body: LoginBody) => api.post<AuthResult>('/api/login', body);

/** Logs in and stores the user; the server sets the HttpOnly `token` cookie. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => storeUser(result.user),
  });
}
