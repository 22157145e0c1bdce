import type { ReactNode } from 'react';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient as appQueryClient } from '@/lib/query-client';

/** Where the router is now (path and query), read by `currentPath()`; hidden from roles and text queries. */
function CurrentPath() {
  const location = useLocation();
  return <output hidden data-testid="current-path">{`${location.pathname}${location.search}`}</output>;
}

/** The path (and query) the app has navigated to. */
export const currentPath = () => document.querySelector('[data-testid="current-path"]')?.textContent ?? '';

/**
 * Renders `ui` as the app would (query client, router, toaster), with a fresh cache and no retries.
 * The cache reports failed queries as the app's does: a query's `meta.errorMessage` becomes a toast.
 */
export function renderWithApp(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: appQueryClient.getQueryCache().config.onError }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <CurrentPath />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The texts of the visible toasts. */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('[data-sonner-toast] [data-title]')).map((n) => n.textContent ?? '');
}

/**
 * The open modal `role` named `name`, once it takes clicks. A Radix modal turns the body's pointer events off in
 * one effect and its own layer's back on in a later render; a click between the two is refused by user-event.
 */
export async function findOpenDialog(role: 'dialog' | 'alertdialog', name?: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => {
    if (document.body.style.pointerEvents === 'none' && dialog.style.pointerEvents !== 'auto') {
      throw new Error('the dialog does not take pointer events yet');
    }
  });
  return dialog;
}
