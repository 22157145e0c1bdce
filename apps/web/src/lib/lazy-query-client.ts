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

const importClient = () => import('./query-client');

/**
 * Downloads and evaluates the client's code without handing it to React (the provider, after the first paint),
 * so that the first page that needs it finds it at once. Handing it over changes the context at the root, and an
 * urgent update there reaches the parts of a server-rendered page that React has not hydrated yet because their
 * code is still loading (the landing page's sections, the footer): React would drop their markup for the fallback
 *. So the landing page, which reads no server state, never gets the client until a navigation needs it.
 */
export function preloadQueryClient(): void {
  void importClient();
}

/** The client, loaded and handed to React (every `page()` and `layout()` of router.tsx awaits it). */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= importClient().then(({ queryClient }) => {
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
