import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { loadQueryClient } from '@/lib/lazy-query-client';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { trackRouteLoad } from './route-loading';
import HomePage from './routes/marketplace-home';
import NotFoundPage from './routes/not-found';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * React Router in declarative mode (decision 022: the data router costs 17 KB more before the first paint
 * and this app uses no loaders or actions). Route files under ./routes default-export their page component
 * and load on demand through `page()`, which also awaits the query client (not part of the first paint,
 * lib/lazy-query-client.ts) so every `useQuery` finds it. Navigations run in a transition (BrowserRouter),
 * so the current page stays until the next one's code has arrived, with the root layout's progress bar.
 * The landing page and the public layout are part of the entry: the landing page reads no server state and
 * paints without waiting; the header never flickers between pages. The user and owner layouts load with
 * their area's first page.
 */
export const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => trackRouteLoad(Promise.all([load(), loadQueryClient()]).then(([module]) => module)));

const layout = (load: () => Promise<ComponentType>) =>
  lazy(() => trackRouteLoad(Promise.all([load(), loadQueryClient()]).then(([Component]) => ({ default: Component }))));

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
const DevOutboxPage = page(() => import('./routes/dev-outbox'));
const DashboardPage = page(() => import('./routes/dashboard'));

const UserLayout = layout(async () => (await import('./layouts/user-layout')).UserLayout);
const UserHomePage = page(() => import('./routes/user-home'));
const UserBookPage = page(() => import('./routes/user-book'));
const UserAppointmentsPage = page(() => import('./routes/user-appointments'));
const UserVenuePage = page(() => import('./routes/user-venue'));
const UserServicePage = page(() => import('./routes/user-service'));

const OwnerLayout = layout(async () => (await import('./layouts/owner-layout')).OwnerLayout);
const OwnerPageFrame = layout(async () => (await import('./layouts/owner-layout')).OwnerPageFrame);
const OwnerVenueLayout = layout(async () => (await import('./layouts/owner-venue-layout')).OwnerVenueLayout);
const BusinessSetupPage = page(() => import('./routes/business-setup'));
const OwnerVenuesPage = page(() => import('./routes/owner-venues'));
const OwnerVenuePanelPage = page(() => import('./routes/owner-venue-panel'));
const OwnerVenueInfoPage = page(() => import('./routes/owner-venue-info'));
const OwnerVenueFaqsPage = page(() => import('./routes/owner-venue-faqs'));
const OwnerVenueAppointmentsPage = page(() => import('./routes/owner-venue-appointments'));
const OwnerVenueServicesPage = page(() => import('./routes/owner-venue-services'));
const OwnerVenueServiceFormPage = page(() => import('./routes/owner-venue-service-form'));
const OwnerVenueExpertsPage = page(() => import('./routes/owner-venue-experts'));
const OwnerVenueAvailabilityPage = page(() => import('./routes/owner-venue-availability'));
const OwnerVenueCalendarPage = page(() => import('./routes/owner-venue-calendar'));
const OwnerVenueReviewsPage = page(() => import('./routes/owner-venue-reviews'));
const OwnerVenueReportsPage = page(() => import('./routes/owner-venue-reports'));
const OwnerVenueCustomersPage = page(() => import('./routes/owner-venue-customers'));
const OwnerVenueCustomerPage = page(() => import('./routes/owner-venue-customer'));

function AppRoutes() {
  return (
    <RouteErrorBoundary>
      {/* The first load of a lazy area (user, owner); later navigations keep the current page instead. */}
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route
            element={
              // Public pages: header and footer of spec section 2. A page's own loading state is inside.
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
            {/* The customer's manage link (issue 25): every booking message carries it. */}
            <Route path="randevu/:token" element={<ManageAppointmentPage />} />

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

          {/* user area routes */}
          <Route
            path="dashboard/user"
            element={
              // User area: guarded by UserLayout (stored user with role user, confirmed by the profile call).
              <RouteErrorBoundary>
                <UserLayout />
              </RouteErrorBoundary>
            }
          >
            <Route index element={<UserHomePage />} />
            <Route path="book" element={<UserBookPage />} />
            <Route path="appointments" element={<UserAppointmentsPage />} />
            <Route path=":venue" element={<UserVenuePage />} />
            <Route path=":venue/:serviceId" element={<UserServicePage />} />
          </Route>

          <Route
            element={
              // Owner area: guarded by OwnerLayout (stored user with role owner).
              <RouteErrorBoundary>
                <OwnerLayout />
              </RouteErrorBoundary>
            }
          >
            <Route element={<OwnerPageFrame />}>
              <Route path="business-setup" element={<BusinessSetupPage />} />
              <Route path="dashboard/owner" element={<OwnerVenuesPage />} />
              {/* Any other owner path: the 404 page inside the owner frame. */}
              <Route path="dashboard/owner/*" element={<NotFoundPage />} />
            </Route>
            {/* A venue's pages: the venue navigation (issue 24) beside the page. */}
            <Route element={<OwnerVenueLayout />}>
              <Route path="dashboard/owner/venues/:venueId" element={<OwnerVenuePanelPage />} />
              <Route path="dashboard/owner/venue-calendar/:venueId" element={<OwnerVenueCalendarPage />} />
              <Route path="dashboard/owner/venue-info/:venueId" element={<OwnerVenueInfoPage />} />
              <Route path="dashboard/owner/venue-faqs/:venueId" element={<OwnerVenueFaqsPage />} />
              <Route path="dashboard/owner/venue-appointments/:venueId" element={<OwnerVenueAppointmentsPage />} />
              <Route path="dashboard/owner/venue-services/:venueId" element={<OwnerVenueServicesPage />} />
              <Route path="dashboard/owner/venue-services/:venueId/new" element={<OwnerVenueServiceFormPage />} />
              <Route path="dashboard/owner/venue-services/:venueId/edit/:subServiceId" element={<OwnerVenueServiceFormPage />} />
              <Route path="dashboard/owner/venue-experts/:venueId" element={<OwnerVenueExpertsPage />} />
              <Route path="dashboard/owner/venue-availability/:venueId" element={<OwnerVenueAvailabilityPage />} />
              <Route path="dashboard/owner/venue-reviews/:venueId" element={<OwnerVenueReviewsPage />} />
              <Route path="dashboard/owner/venue-reports/:venueId" element={<OwnerVenueReportsPage />} />
              <Route path="dashboard/owner/venue-customers/:venueId" element={<OwnerVenueCustomersPage />} />
              <Route path="dashboard/owner/venue-customers/:venueId/:customerId" element={<OwnerVenueCustomerPage />} />
            </Route>
          </Route>
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
