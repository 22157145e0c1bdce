import { Route, Routes } from 'react-router';
import { UserLayout } from './layouts/user-layout';
import { page } from './lazy-route';
import NotFoundPage from './routes/not-found';
import { RouteErrorBoundary } from './routes/route-error';

const UserHomePage = page(() => import('./routes/user-home'));
const UserBookPage = page(() => import('./routes/user-book'));
const UserAppointmentsPage = page(() => import('./routes/user-appointments'));
const AccountPage = page(() => import('./routes/account'));
const UserVenuePage = page(() => import('./routes/user-venue'));
const UserServicePage = page(() => import('./routes/user-service'));

/**
 * The user area under /dashboard/user (router.tsx mounts it at `dashboard/user/*`), loaded with its first page so
 * that its table is not part of every other page's first paint. Paths are relative to /dashboard/user.
 */
export default function UserRoutes() {
  return (
    <Routes>
      <Route
        element={
          // Guarded by UserLayout (stored user with role user, confirmed by the profile call).
          <RouteErrorBoundary>
            <UserLayout />
          </RouteErrorBoundary>
        }
      >
        <Route index element={<UserHomePage />} />
        <Route path="book" element={<UserBookPage />} />
        <Route path="appointments" element={<UserAppointmentsPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path=":venue" element={<UserVenuePage />} />
        <Route path=":venue/:serviceId" element={<UserServicePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
