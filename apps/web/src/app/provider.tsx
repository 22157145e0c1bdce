import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { preloadQueryClient, useLoadedQueryClient } from '@/lib/lazy-query-client';

// The toast region loads after the first paint (decision 022); it renders nothing until a toast is shown.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The query client and the toasts, both loaded after the first paint (decision 022). The context is always
 * rendered, so nothing below remounts when the client arrives; routes that query await it (router.tsx), and
 * the client is handed over then, not as soon as it has loaded (lib/lazy-query-client.ts).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const client = useLoadedQueryClient();
  // The toast region mounts after the first commit, so a prerendered page (the landing page, decision 022)
  // hydrates against markup without it, whatever sonner would render on the server.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    preloadQueryClient();
  }, []);
  return (
    <QueryClientContext.Provider value={client}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <Toaster richColors position="top-center" closeButton />
        </Suspense>
      ) : null}
    </QueryClientContext.Provider>
  );
}
