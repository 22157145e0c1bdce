import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ChevronDown, LayoutDashboard, LogOut, Menu, UserRound } from 'lucide-react';
import { siteShellMessages } from '@randevu/contracts/messages/site-shell';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/lazy-dropdown-menu';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/lazy-sheet';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';
import { displayName } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useLogout } from '@/features/auth/api/logout';
import { navLinks } from './site-nav';

const t = siteShellMessages;

/** The public header: logo, the four pages, the account menu or 'Giriş Yap'/'Kayıt Ol'; a side sheet on phones. */
export function SiteHeader() {
  const { user } = useSession();
  const logout = useLogout('/');

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label={t.nav.main} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={'end' in link}
                  className={({ isActive }) =>
                    cx(
                      'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-stone-100 hover:text-ink',
                      isActive ? 'text-brand-800' : 'text-stone-600',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" size="sm" aria-label={`${displayName(user)}, ${t.nav.accountMenu}`}>
                  <UserRound aria-hidden />
                  <span className="max-w-40 truncate">{displayName(user)}</span>
                  <ChevronDown aria-hidden className="text-stone-500" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem asChild>
                  <Link to={paths.dashboard}>
                    <LayoutDashboard aria-hidden />
                    {t.nav.dashboard}
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
                  <LogOut aria-hidden />
                  {t.nav.logout}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.login}>{t.nav.login}</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.register}>{t.nav.register}</Link>
              </Button>
            </>
          )}
        </div>

        <MobileMenu />
      </div>
    </header>
  );
}

/** Below md: the pages and the account actions in a side sheet that closes on every choice. */
function MobileMenu() {
  const { user } = useSession();
  const logout = useLogout('/');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t.nav.openMenu}>
          <Menu className="size-6" aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="md:hidden">
        <SheetTitle>{t.nav.menuTitle}</SheetTitle>
        <SheetDescription className="sr-only">{t.nav.main}</SheetDescription>
        <nav aria-label={t.nav.main}>
          <ul className="grid gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={'end' in link}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    cx(
                      'block rounded-xl px-3 py-3 text-base font-medium transition-colors hover:bg-stone-100',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-2 grid gap-2 border-t border-stone-200 pt-4">
          {user ? (
            <>
              <p className="flex items-center gap-2 px-1 text-sm font-medium text-stone-600">
                <UserRound className="size-4" aria-hidden />
                {displayName(user)}
              </p>
              <Button asChild fullWidth onClick={() => setMenuOpen(false)}>
                <Link to={paths.dashboard}>
                  <LayoutDashboard aria-hidden />
                  {t.nav.dashboard}
                </Link>
              </Button>
              <Button variant="outline" fullWidth loading={logout.isPending} onClick={() => logout.mutate()}>
                <LogOut aria-hidden />
                {t.nav.logout}
              </Button>
            </>
          ) : (
            <>
              <Button asChild fullWidth onClick={() => setMenuOpen(false)}>
                <Link to={paths.register}>{t.nav.register}</Link>
              </Button>
              <Button asChild variant="outline" fullWidth onClick={() => setMenuOpen(false)}>
                <Link to={paths.login}>{t.nav.login}</Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
