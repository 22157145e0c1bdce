import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CalendarPlus, LogOut, UserRound } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { displayName } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useLogout } from '@/features/auth/api/logout';
import { profileQueryOptions } from '@/features/auth/api/get-profile';
import { RouteErrorBoundary } from '../routes/route-error';

const t = messages.myAppointments;

/**
 * The user area's frame: tabs 'Randevu Al' and 'Randevularım' and a logout (docs/product-public.md#user-area).
 * Guard: no stored user → /login; the profile call confirms the session once per visit (a 401 clears the
 * stored user, which lands here again and redirects); an owner is sent to their own area.
 */
export function UserLayout() {
  const { user } = useSession();
  const location = useLocation();
  const logout = useLogout(paths.login);
  const profile = useQuery({ ...profileQueryOptions(), enabled: user !== null });

  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (user.role !== 'user' || (profile.data && profile.data.role !== 'user')) return <Navigate to={paths.owner.root} replace />;

  // Everything else but the appointments tab (search, venue and service pages) belongs to 'Randevu Al'.
  const onAppointments = location.pathname.startsWith(paths.user.appointments);
  const onAccount = location.pathname.startsWith(paths.user.account);
  const tabs = [
    { to: paths.user.book, label: t.bookTab, icon: CalendarPlus, active: !onAppointments && !onAccount },
    { to: paths.user.appointments, label: t.appointmentsTab, icon: CalendarDays, active: onAppointments },
  ];

  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo to={paths.user.book} />
          <div className="flex min-w-0 items-center gap-3">
            <span className="hidden truncate text-sm text-stone-600 sm:inline">{displayName(user)}</span>
            <NavLink
              to={paths.user.account}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl px-2 text-sm font-medium hover:bg-stone-100',
                  'focus-visible:outline-2 focus-visible:outline-brand-600',
                  isActive ? 'text-brand-800' : 'text-stone-700',
                )
              }
            >
              <UserRound className="size-5" aria-hidden />
              {/* The name stays for screen readers on a phone, where only the icon shows. */}
              <span className="sr-only sm:not-sr-only">{messages.account.page.link}</span>
            </NavLink>
            <Button variant="outline" size="sm" loading={logout.isPending} onClick={() => logout.mutate()}>
              <LogOut aria-hidden />
              {messages.site.nav.logout}
            </Button>
          </div>
        </div>
        <nav aria-label={t.areaLabel} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <ul className="-mb-px flex gap-1">
            {tabs.map((tab) => (
              <li key={tab.to} className="flex-1 sm:flex-none">
                <NavLink
                  to={tab.to}
                  aria-current={tab.active ? 'page' : undefined}
                  className={cn(
                    'flex items-center justify-center gap-2 border-b-2 px-4 py-3 text-sm font-semibold transition-colors',
                    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                    tab.active ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-ink',
                  )}
                >
                  <tab.icon className="size-4" aria-hidden />
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {/* Pages bring their own width: the shared venue and service pages size themselves like the public ones. */}
      <main id="main" tabIndex={-1} className="w-full flex-1 focus:outline-none">
        {/* A page that fails (offline, a chunk gone) keeps this header and its tabs. */}
        <RouteErrorBoundary>{profile.data || profile.isError ? <Outlet /> : <PageSpinner />}</RouteErrorBoundary>
      </main>
    </div>
  );
}
