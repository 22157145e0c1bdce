import { Route, Routes } from 'react-router';
import { OwnerLayout, OwnerPageFrame } from './layouts/owner-layout';
import { OwnerVenueLayout } from './layouts/owner-venue-layout';
import { page } from './lazy-route';
import NotFoundPage from './routes/not-found';
import { RouteErrorBoundary } from './routes/route-error';

const BusinessSetupPage = page(() => import('./routes/business-setup'));
const AccountPage = page(() => import('./routes/account'));
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

/** Guarded by OwnerLayout (stored user with role owner). */
const guarded = (
  <RouteErrorBoundary>
    <OwnerLayout />
  </RouteErrorBoundary>
);

/**
 * The owner area under /dashboard/owner (router.tsx mounts it at `dashboard/owner/*`), loaded with its first page so
 * that its table is not part of every other page's first paint. Paths are relative to /dashboard/owner.
 */
export default function OwnerRoutes() {
  return (
    <Routes>
      <Route element={guarded}>
        <Route element={<OwnerPageFrame />}>
          <Route index element={<OwnerVenuesPage />} />
          <Route path="account" element={<AccountPage />} />
          {/* Any other owner path: the 404 page inside the owner frame. */}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {/* A venue's pages: the venue navigation beside the page. */}
        <Route element={<OwnerVenueLayout />}>
          <Route path="venues/:venueId" element={<OwnerVenuePanelPage />} />
          <Route path="venue-calendar/:venueId" element={<OwnerVenueCalendarPage />} />
          <Route path="venue-info/:venueId" element={<OwnerVenueInfoPage />} />
          <Route path="venue-faqs/:venueId" element={<OwnerVenueFaqsPage />} />
          <Route path="venue-appointments/:venueId" element={<OwnerVenueAppointmentsPage />} />
          <Route path="venue-services/:venueId" element={<OwnerVenueServicesPage />} />
          <Route path="venue-services/:venueId/new" element={<OwnerVenueServiceFormPage />} />
          <Route path="venue-services/:venueId/edit/:subServiceId" element={<OwnerVenueServiceFormPage />} />
          <Route path="venue-experts/:venueId" element={<OwnerVenueExpertsPage />} />
          <Route path="venue-availability/:venueId" element={<OwnerVenueAvailabilityPage />} />
          <Route path="venue-reviews/:venueId" element={<OwnerVenueReviewsPage />} />
          <Route path="venue-reports/:venueId" element={<OwnerVenueReportsPage />} />
          <Route path="venue-customers/:venueId" element={<OwnerVenueCustomersPage />} />
          <Route path="venue-customers/:venueId/:customerId" element={<OwnerVenueCustomerPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** /business-setup (router.tsx mounts it at `business-setup/*`): the owner frame around the setup page. */
export function BusinessSetupArea() {
  return (
    <Routes>
      <Route element={guarded}>
        <Route element={<OwnerPageFrame />}>
          <Route index element={<BusinessSetupPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
