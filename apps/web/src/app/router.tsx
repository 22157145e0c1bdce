import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { page, staticPage } from './lazy-route';
import HomePage from './routes/marketplace-home';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * React Router in declarative mode (decision 022: the data router costs 17 KB more before the first paint
 * and this app uses no loaders or actions). Route files under ./routes default-export their page component
 * and load on demand through `page()`, which also awaits the query client (not part of the first paint,
 * lib/lazy-query-client.ts) so every `useQuery` finds it. Navigations run in a transition (BrowserRouter),
 * so the current page stays until the next one's code has arrived, with the root layout's progress bar.
 * The landing page and the public layout are part of the entry: the landing page reads no server state and
 * paints without waiting; the header never flickers between pages. The user and owner areas (their layouts and
 * route tables: user-routes.tsx, owner-routes.tsx) load with their first page.
 */
// Not on the landing page's first paint; reads no server state.
const NotFoundPage = staticPage(() => import('./routes/not-found'));

const AboutPage = page(() => import('./routes/marketplace-about'));
const CompaniesPage = page(() => import('./routes/marketplace-companies'));
const ContactPage = page(() => import('./routes/marketplace-contact'));
const LegalPage = page(() => import('./routes/marketplace-legal'));
const VenuePage = page(() => import('./routes/marketplace-venue'));
const ServicePage = page(() => import('./routes/marketplace-service'));
const LoginPage = page(() => import('./routes/login'));
const RegisterPage = page(() => import('./routes/register'));
const BusinessRegisterPage = page(() => import('./routes/business-register'));
const ForgotPasswordPage = page(() => import('./routes/forgot-password'));
const ApproveCodePage = page(() => import('./routes/approve-code'));
const NewPasswordPage = page(() => import('./routes/new-password'));
const ManageAppointmentPage = page(() => import('./routes/manage-appointment'));
const BookingConfirmationPage = page(() => import('./routes/booking-confirmation'));
const DevOutboxPage = page(() => import('./routes/dev-outbox'));
const DashboardPage = page(() => import('./routes/dashboard'));

// The user and owner areas: their route tables (and their pages' chunk lists) load with the area.
const UserArea = page(() => import('./user-routes'));
const OwnerArea = page(() => import('./owner-routes'));
const BusinessSetupArea = page(() => import('./owner-routes').then((m) => ({ default: m.BusinessSetupArea })));

function AppRoutes() {
  return (
    <RouteErrorBoundary>
      {/* The first load of a lazy area (user, owner); later navigations keep the current page instead. */}
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route
            element={
              // Public pages: header and footer of docs/product-public.md#header-and-footer. A page's own loading state is inside.
              <RouteErrorBoundary>
                <PublicLayout />
              </RouteErrorBoundary>
            }
          >
            {/* marketplace routes */}
            <Route index element={<HomePage />} />
            <Route path="hakkimizda" element={<AboutPage />} />
            <Route path="companies" element={<CompaniesPage />} />
            <Route path="iletisim" element={<ContactPage />} />
            <Route path="pages/:contractType" element={<LegalPage />} />
            {/* '/{prefix}-{venueId}': static paths rank above these dynamic ones; non-venue segments render the 404 page. */}
            <Route path=":venue" element={<VenuePage />} />
            <Route path=":venue/:serviceId" element={<ServicePage />} />

            {/* booking routes */}
            {/* The customer's manage link: every booking message carries it. */}
            <Route path="randevu/:token" element={<ManageAppointmentPage />} />
            {/* A guest's confirmation after booking (decision 072), read by the same token. */}
            <Route path="randevu/:token/onay" element={<BookingConfirmationPage />} />

            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="business-register" element={<BusinessRegisterPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="approve-code" element={<ApproveCodePage />} />
            <Route path="new-password" element={<NewPasswordPage />} />
            {/* The development outbox (decision 024): not linked; the 404 page in production. */}
            <Route path="dev/outbox" element={<DevOutboxPage />} />
            <Route path="404" element={<NotFoundPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>

          {/* The role dispatcher: GET /api/user/profile decides between the two areas. */}
          <Route path="dashboard" element={<DashboardPage />} />

          {/* user area routes: app/user-routes.tsx */}
          <Route path="dashboard/user/*" element={<UserArea />} />

          {/* owner area routes: app/owner-routes.tsx */}
          <Route path="business-setup/*" element={<BusinessSetupArea />} />
          <Route path="dashboard/owner/*" element={<OwnerArea />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Everything below the router: the same tree in the browser and in the landing page's prerender (src/prerender.tsx). */
export function AppShell() {
  return (
    <RootLayout>
      <AppRoutes />
    </RootLayout>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
