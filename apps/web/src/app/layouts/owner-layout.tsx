import { useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Building2, LogOut, Menu } from 'lucide-react';
import { messages } from '@randevu/contracts';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { displayName } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useLogout } from '@/features/auth/api/logout';

const t = messages.web.nav;

/**
 * The owner area's frame (spec section 2, "Owner area"). Guard: without a stored user every path
 * goes to /login; a user-role visitor goes to their own area. The server checks the role again.
 */
export function OwnerLayout() {
  const { user } = useSession();
  const location = useLocation();
  const logout = useLogout(paths.login);
  const [menuOpen, setMenuOpen] = useState(false);

  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (user.role !== 'owner') return <Navigate to={paths.user.root} replace />;

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-stone-100',
      isActive ? 'text-brand-800' : 'text-stone-600',
    );

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo to={paths.owner.root} />
          <nav aria-label={t.main} className="hidden items-center gap-2 md:flex">
            <NavLink to={paths.owner.root} end className={linkClass}>
              <Building2 className="size-4" aria-hidden />
              {t.myVenues}
            </NavLink>
            <span className="px-2 text-sm text-stone-500">{displayName(user)}</span>
            <Button variant="outline" size="sm" loading={logout.isPending} onClick={() => logout.mutate()}>
              <LogOut aria-hidden />
              {t.logout}
            </Button>
          </nav>
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label={t.openMenu}>
                <Menu className="size-6" aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent side="right" className="md:hidden">
              <SheetTitle>{t.menuTitle}</SheetTitle>
              <SheetDescription className="text-sm text-stone-600">{displayName(user)}</SheetDescription>
              <nav aria-label={t.main} className="grid gap-2">
                <NavLink
                  to={paths.owner.root}
                  end
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 rounded-xl px-3 py-3 font-medium',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800',
                    )
                  }
                >
                  <Building2 className="size-5" aria-hidden />
                  {t.myVenues}
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
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}
