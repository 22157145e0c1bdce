import type { User } from '@randevu/contracts';

/** The stored user lives under the local-storage key 'user' (docs/product.md#sessions); the token is an HttpOnly cookie. */
const KEY = 'user';
const listeners = new Set<() => void>();

export function getStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

let snapshotRaw: string | null | undefined;
let snapshotUser: User | null = null;

/** A stable snapshot for useSyncExternalStore: the same object until the stored value changes. */
export function getUserSnapshot(): User | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshotUser = getStoredUser();
  }
  return snapshotUser;
}

export function storeUser(user: User) {
  localStorage.setItem(KEY, JSON.stringify(user));
  listeners.forEach((l) => l());
}

export function clearSession() {
  localStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Header label: first_name, else name, else 'Kullanıcı' (docs/product.md#sessions). */
export const displayName = (user: Pick<User, 'first_name' | 'name'> | null) => user?.first_name || user?.name || 'Kullanıcı';
