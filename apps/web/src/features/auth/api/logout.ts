import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/**
 * Ends the server session (which clears the `token` cookie), then the stored user.
 * The local session is cleared even when the call fails: the person asked to leave.
 */
export async function logout(): Promise<void> {
  try {
    await api.post<null>('/api/logout');
  } finally {
    clearSession();
  }
}

/** Logs out, then reloads at `redirectTo` so no cached data of the old session survives. */
export function useLogout(redirectTo = '/') {
  return useMutation({
    mutationFn: logout,
    onSettled: () => window.location.assign(redirectTo),
  });
}
