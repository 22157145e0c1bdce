import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { PRERENDERED_ATTRIBUTE } from '@/config/prerender';
import { loadQueryClient } from '@/lib/lazy-query-client';
import { clearSession } from '@/lib/session';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // The prerendered landing page is served only to a request without a session cookie (apps/api web plugin),
  // so a user still stored here belongs to a session that has ended: forget it, as a 401 would, and the
  // header hydrates signed out, as it was painted, instead of switching to a stale account menu.
  clearSession();
  // In a transition, hydration yields to the browser every few milliseconds instead of running as one long task
  // (Lighthouse's total blocking time); the page is already painted and stays usable meanwhile.
  // A page rendered on the server other than the landing page (a venue page) reads server state: the query client
  // (preloaded by venue.html) is handed to React before hydration starts. Handed over later, it is an urgent update
  // of the root's context that reaches the page while it still waits for its route's code, and React dropped the
  // server's markup for the spinner and rendered the page again on the client.
  // And tailwind-merge builds its class map on its first use, 5–20 ms in one piece: done here, in a task of its own,
  // it is not added to one of hydration's slices.
  const ready = [import('@/lib/cn').then(({ cn }) => void cn('p-0'))];
  if (window.location.pathname !== '/') ready.push(loadQueryClient().then(() => undefined));
  void Promise.all(ready)
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() =>
      startTransition(() => {
        hydrateRoot(container, app);
      }),
    );
} else {
  createRoot(container).render(app);
}
