import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';

// The toast region loads after the first paint (decision 022); it renders nothing until a toast is shown.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster richColors position="top-center" closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
