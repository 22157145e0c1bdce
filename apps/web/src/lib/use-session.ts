import { useSyncExternalStore } from 'react';
import type { User } from '@randevu/contracts';
import { getUserSnapshot, subscribeSession } from './session';

/** The stored user, re-rendering on login, logout and changes made in other tabs. */
export function useSession(): { user: User | null; isLoggedIn: boolean } {
  const user = useSyncExternalStore(subscribeSession, getUserSnapshot, () => null);
  return { user, isLoggedIn: user !== null };
}
