import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * TanStack Query's client (query-core, ~10 KB gzipped) is not part of the first paint (decision 022):
 * the provider starts loading it after the first render, and every lazy route that reads server state
 * awaits it before it renders (router.tsx `page`), so `useQuery` always finds it.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ queryClient }) => {
    queryClient.mount();
    client = queryClient;
    listeners.forEach((listener) => listener());
    return queryClient;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The client once loaded, else undefined; re-renders when it arrives. */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(
    subscribe,
    () => client,
    () => client,
  );
}
