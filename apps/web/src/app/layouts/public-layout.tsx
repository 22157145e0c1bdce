import { Outlet } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const t = messages.site;

/** Header, <main id="main"> and footer of every public page (spec section 2, "Header and footer"). */
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
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
