import { useSyncExternalStore } from 'react';

/**
 * Route code loading after the first render, for the root layout's progress bar (what the data router's
 * `useNavigation().state !== 'idle'` showed: this app has no loaders, so a navigation was pending exactly
 * while a lazy route's chunk, or the query client it awaits, was loading). Loads started by the first
 * render are not counted: the page spinner already shows them, as the data router's hydrate fallback did.
 */
let pending = 0;
let armed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Called once the app has rendered: loads from then on are navigations. */
export function armRouteLoading() {
  armed = true;
}

export function trackRouteLoad<T>(load: Promise<T>): Promise<T> {
  if (!armed) return load;
  pending += 1;
  notify();
  const done = () => {
    pending -= 1;
    notify();
  };
  load.then(done, done);
  return load;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a navigation waits for route code. */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
