import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';

/** Renders `ui` as the app would (query client, router, toaster), with a fresh cache and no retries. */
export function renderWithApp(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** The texts of the visible toasts. */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('[data-sonner-toast] [data-title]')).map((n) => n.textContent ?? '');
}
