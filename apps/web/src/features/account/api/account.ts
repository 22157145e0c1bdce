import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSession, ChangePasswordBody, DeleteAccountBody, UpdateBusinessNameBody, User } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { clearSession, storeUser } from '@/lib/session';

/** The account's signed-in sessions (decision 083), the current one marked. */
export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.sessions(),
    queryFn: ({ signal }) => api.get<AccountSession[]>('/api/account/sessions', undefined, signal),
  });

function useSessionsWrite<T, V>(mutationFn: (v: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions() }),
  });
}

export const useRevokeSession = () => useSessionsWrite((id: number) => api.delete<null>(`/api/account/sessions/${id}`));

export const useRevokeOtherSessions = () =>
  useSessionsWrite(() => api.post<{ revoked: number }>('/api/account/sessions/revoke-others'));

/** The other devices are signed out by the server; the list shows it. */
export const useChangePassword = () =>
  useSessionsWrite((body: ChangePasswordBody) => api.put<{ revoked: number }>('/api/account/password', body));

export function useUpdateBusinessName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBusinessNameBody) => api.put<User>('/api/account/business-name', body),
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(queryKeys.auth.profile(), user);
    },
  });
}

/** Deletes the account; the browser forgets the user (the caller reloads the home page). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.post<null>('/api/account/delete', body),
    onSuccess: () => clearSession(),
  });
}
