import { useEffect, type ReactNode } from 'react';
import { useScrollRestoration } from '@/lib/scroll-restoration';
import { armRouteLoading, useRouteLoading } from '../route-loading';

/** Wraps every route: a thin progress bar while a lazy page loads, and scroll restoration. */
export function RootLayout({ children }: { children: ReactNode }) {
  const loading = useRouteLoading();
  useScrollRestoration();
  useEffect(() => {
    armRouteLoading();
  }, []);
  return (
    <>
      {loading ? (
        <div aria-hidden className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100">
          <div className="h-full w-2/5 animate-progress bg-brand-700" />
        </div>
      ) : null}
      {children}
    </>
  );
}
