import { useCallback, useState } from 'react';
import { clearSession } from '@/lib/session';

/**
 * Ends the server session (which clears the `token` cookie), then the stored user.
 * The local session is cleared even when the call fails: the person asked to leave.
 */
export async function logout(): Promise<void> {
  try {
    // The header's menu is on the first paint; the API client is not: it loads on the first click.
    const { api } = await import('@/lib/api-client');
    await api.post<null>('/api/logout');
  } finally {
    clearSession();
  }
}

/**
 * Logs out, then reloads at `redirectTo` so no cached data of the old session survives.
 * A plain hook rather than a TanStack mutation: the public header uses it on the first paint, before the
 * query client has loaded (decision 022). Same shape as the mutation it replaced: `mutate()`, `isPending`.
 */
export function useLogout(redirectTo = '/') {
  const [isPending, setIsPending] = useState(false);
  const mutate = useCallback(() => {
    setIsPending(true);
    void logout()
      .catch(() => undefined)
      .finally(() => window.location.assign(redirectTo));
  }, [redirectTo]);
  return { mutate, isPending };
}
