import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { siteShellMessages } from '@randevu/contracts/messages/site-shell';
import { HydrateWhenVisible } from '@/components/ui/hydrate-when-visible';
import { PageSpinner } from '@/components/ui/spinner';
import { RouteErrorBoundary } from '../routes/route-error';
import { SiteHeader } from './site-header';

const t = siteShellMessages;

// Below the fold on every page, with the newsletter form: loaded after the first paint (decision 022).
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/**
 * The footer's space until its code arrives: same colour and top margin, about its height at each
 * breakpoint (measured 2026-11-24: 1,069 px at 375 px wide, 993–1,017 px from sm, 485–501 px from lg).
 */
function FooterPlaceholder() {
  return <div aria-hidden className="mt-16 h-[1070px] bg-stone-950 sm:h-[1000px] lg:h-[490px]" />;
}

/** Header, <main id="main"> and footer of every public page (docs/product-public.md#header-and-footer). */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.ui.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A lazy page's first load; later navigations keep the current page (router.tsx). */}
        {/* A page that fails (offline, a chunk gone) keeps the header and the footer around its message. */}
        <RouteErrorBoundary>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {/* On a server-rendered page (the landing, a venue page) the footer's code loads and hydrates when the footer
          comes near the viewport, not with the page; in a client render it loads at once. */}
      <HydrateWhenVisible>
        <Suspense fallback={<FooterPlaceholder />}>
          <SiteFooter />
        </Suspense>
      </HydrateWhenVisible>
    </div>
  );
}
