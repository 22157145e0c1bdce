import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { loadQueryClient } from '@/lib/lazy-query-client';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import NotFoundPage from './routes/not-found';
import { RouteError } from './routes/route-error';

/**
 * Route files under ./routes default-export their page component and are loaded on demand:
 *   { path: 'x', lazy: page(() => import('./routes/x')) }
 * `page` also awaits the query client, which is not part of the first paint (lib/lazy-query-client.ts);
 * `staticPage` is for a page that reads no server state (the landing page), so it paints without waiting.
 * The public layout is imported eagerly so the header never flickers between pages; the user and owner
 * layouts load with their area's first page (decision 022: the landing page's first paint carries neither).
 */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const [module] = await Promise.all([load(), loadQueryClient()]);
  return { Component: module.default };
};
const staticPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });
const layout = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadQueryClient()]);
  return { Component };
};

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        // Public pages: header and footer of spec section 2.
        Component: PublicLayout,
        errorElement: <RouteError />,
        children: [
          // marketplace routes
          { index: true, lazy: staticPage(() => import('./routes/marketplace-home')) },
          { path: 'hakkimizda', lazy: page(() => import('./routes/marketplace-about')) },
          { path: 'companies', lazy: page(() => import('./routes/marketplace-companies')) },
          { path: 'iletisim', lazy: page(() => import('./routes/marketplace-contact')) },
          { path: 'pages/:contractType', lazy: page(() => import('./routes/marketplace-legal')) },
          // '/{prefix}-{venueId}': static paths rank above these dynamic ones; non-venue segments render the 404 page.
          { path: ':venue', lazy: page(() => import('./routes/marketplace-venue')) },
          { path: ':venue/:serviceId', lazy: page(() => import('./routes/marketplace-service')) },

          // booking routes

          { path: 'login', lazy: page(() => import('./routes/login')) },
          { path: 'register', lazy: page(() => import('./routes/register')) },
          { path: 'business-register', lazy: page(() => import('./routes/business-register')) },
          { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password')) },
          { path: 'approve-code', lazy: page(() => import('./routes/approve-code')) },
          { path: 'new-password', lazy: page(() => import('./routes/new-password')) },
          // The development outbox (decision 024): not linked; the 404 page in production.
          { path: 'dev/outbox', lazy: page(() => import('./routes/dev-outbox')) },
          { path: '404', Component: NotFoundPage },
          { path: '*', Component: NotFoundPage },
        ],
      },

      // The role dispatcher: GET /api/user/profile decides between the two areas.
      { path: 'dashboard', lazy: page(() => import('./routes/dashboard')) },

      // user area routes
      {
        // User area: guarded by UserLayout (stored user with role user, confirmed by the profile call).
        path: 'dashboard/user',
        lazy: layout(async () => (await import('./layouts/user-layout')).UserLayout),
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('./routes/user-home')) },
          { path: 'book', lazy: page(() => import('./routes/user-book')) },
          { path: 'appointments', lazy: page(() => import('./routes/user-appointments')) },
          { path: ':venue', lazy: page(() => import('./routes/user-venue')) },
          { path: ':venue/:serviceId', lazy: page(() => import('./routes/user-service')) },
        ],
      },

      {
        // Owner area: guarded by OwnerLayout (stored user with role owner).
        lazy: layout(async () => (await import('./layouts/owner-layout')).OwnerLayout),
        errorElement: <RouteError />,
        children: [
          { path: 'business-setup', lazy: page(() => import('./routes/business-setup')) },
          { path: 'dashboard/owner', lazy: page(() => import('./routes/owner-venues')) },
          { path: 'dashboard/owner/venues/:venueId', lazy: page(() => import('./routes/owner-venue-panel')) },
          { path: 'dashboard/owner/venue-info/:venueId', lazy: page(() => import('./routes/owner-venue-info')) },
          { path: 'dashboard/owner/venue-faqs/:venueId', lazy: page(() => import('./routes/owner-venue-faqs')) },
          { path: 'dashboard/owner/venue-appointments/:venueId', lazy: page(() => import('./routes/owner-venue-appointments')) },
          { path: 'dashboard/owner/venue-services/:venueId', lazy: page(() => import('./routes/owner-venue-services')) },
          { path: 'dashboard/owner/venue-services/:venueId/new', lazy: page(() => import('./routes/owner-venue-service-form')) },
          {
            path: 'dashboard/owner/venue-services/:venueId/edit/:subServiceId',
            lazy: page(() => import('./routes/owner-venue-service-form')),
          },
          { path: 'dashboard/owner/venue-experts/:venueId', lazy: page(() => import('./routes/owner-venue-experts')) },
          // Any other owner path: the 404 page inside the owner frame.
          { path: 'dashboard/owner/*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
