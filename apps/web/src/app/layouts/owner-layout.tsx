import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, LogOut, Menu, UserRound } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { clearSession, displayName } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useLogout } from '@/features/auth/api/logout';
import { getProfile } from '@/features/auth/api/get-profile';
import { PendingRequestsBadge } from '@/features/owner-appointments/components/pending-requests-badge';
import { RouteErrorBoundary } from '../routes/route-error';
import { OwnerVenueMenu } from './owner-venue-menu';

const t = messages.site.nav;
const account = messages.account.page;

// Long enough that quick back-and-forth between two pages asks once, short enough that a session
// ended elsewhere (logout in another tab, expiry) is noticed on the next page.
const SESSION_CHECK_STALE_MS = 15_000;

/**
 * The owner area's frame (docs/product-owner.md#owner-area). Guard: without a stored user every path
 * goes to /login; a user-role visitor goes to their own area. The spec's "token absent → /login on
 * every path change" cannot be read in the page (the token is an HttpOnly cookie), so each path change
 * asks the server (the profile call, cached briefly per path) and a 401 clears the stored user, which
 * sends this guard to /login. The server checks the role again on every owner call.
 */
export function OwnerLayout() {
  const { user } = useSession();
  const location = useLocation();
  const logout = useLogout(paths.login);
  const [menuOpen, setMenuOpen] = useState(false);
  // A venue's page (the child route's `:venueId`): its sections join the phone's menu.
  const venueParam = useParams().venueId;
  const venueId = venueParam && /^[1-9]\d{0,8}$/.test(venueParam) ? Number(venueParam) : null;
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: queryKeys.auth.sessionCheck(location.pathname),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: user !== null,
    staleTime: SESSION_CHECK_STALE_MS,
    retry: false,
  });
  const sessionEnded = session.error instanceof ApiError && session.error.status === 401;

  useEffect(() => {
    if (!sessionEnded) return;
    // Forget the failed checks too: after logging in again, a cached 401 must not send the owner back out.
    queryClient.removeQueries({ queryKey: queryKeys.auth.sessionChecks() });
    clearSession();
  }, [sessionEnded, queryClient]);

  if (!user || sessionEnded) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (user.role !== 'owner' || (session.data && session.data.role !== 'owner')) return <Navigate to={paths.user.root} replace />;

  const close = () => setMenuOpen(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-stone-100',
      isActive ? 'text-brand-800' : 'text-stone-600',
    );
  const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800',
    );

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo to={paths.owner.root} />
          <nav aria-label={t.main} className="hidden items-center gap-2 lg:flex">
            <NavLink to={paths.owner.root} end className={linkClass}>
              <Building2 className="size-4" aria-hidden />
              {t.myVenues}
            </NavLink>
            <NavLink to={paths.owner.account} className={linkClass}>
              <UserRound className="size-4" aria-hidden />
              {account.link}
            </NavLink>
            <span className="px-2 text-sm text-stone-500">{displayName(user)}</span>
            <Button variant="outline" size="sm" loading={logout.isPending} onClick={() => logout.mutate()}>
              <LogOut aria-hidden />
              {t.logout}
            </Button>
          </nav>
          {/* Below lg one menu holds everything: the owner's links and, inside a venue, its sections (decision 084). */}
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <div className="flex items-center gap-1 lg:hidden">
              {venueId !== null ? <PendingRequestsBadge venueId={venueId} compact /> : null}
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={t.openMenu}>
                  <Menu className="size-6" aria-hidden />
                </Button>
              </SheetTrigger>
            </div>
            <SheetContent side="right" className="overflow-y-auto lg:hidden" onOpenAutoFocus={focusFirstLink}>
              <SheetTitle>{t.menuTitle}</SheetTitle>
              <SheetDescription className="text-sm text-stone-600">{displayName(user)}</SheetDescription>
              {venueId !== null ? <OwnerVenueMenu venueId={venueId} onNavigate={close} /> : null}
              <nav aria-label={t.main} className="grid gap-2 border-t border-stone-200 pt-3">
                <NavLink to={paths.owner.root} end onClick={close} className={menuLinkClass}>
                  <Building2 className="size-4" aria-hidden />
                  {t.myVenues}
                </NavLink>
                <NavLink to={paths.owner.account} onClick={close} className={menuLinkClass}>
                  <UserRound className="size-4" aria-hidden />
                  {account.link}
                </NavLink>
                <Button variant="outline" fullWidth loading={logout.isPending} onClick={() => logout.mutate()}>
                  <LogOut aria-hidden />
                  {t.logout}
                </Button>
              </nav>
            </SheetContent>
          </Sheet>
        </div>
      </header>
      {/* The page's frame: OwnerPageFrame, or OwnerVenueLayout (the venue navigation beside the page). */}
      {/* A page that fails (offline, a chunk gone) keeps this header and its menu. */}
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </div>
  );
}

/**
 * The phone menu opens on its first navigation link. Radix focuses the first tabbable that is not a link, which is the
 * venue switcher when the owner has several venues (a select, which a phone may open at once) or the logout button;
 * Radix returns focus to the menu button (its trigger) on close.
 */
function focusFirstLink(event: Event) {
  const link = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('nav a[href]');
  if (!link) return;
  event.preventDefault();
  link.focus();
}

/** The frame of the owner pages outside a venue: the venue list, the set-up, the 404. */
export function OwnerPageFrame() {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
      <Outlet />
    </main>
  );
}
