import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { ChevronDown, LayoutDashboard, LogOut, Mail, Menu, Phone, UserRound } from 'lucide-react';
import { CONTRACT_TYPES, messages } from '@randevu/contracts/messages';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/lazy-dropdown-menu';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/lazy-sheet';
import { SocialIcon, type SocialNetwork } from '@/components/social-icon';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { cn } from '@/lib/cn';
import { displayName } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { useLogout } from '@/features/auth/api/logout';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';

const t = messages.site;

const navLinks = [
  { to: paths.home, label: t.nav.home, end: true },
  { to: paths.about, label: t.nav.about },
  { to: paths.companies, label: t.nav.companies },
  { to: paths.contact, label: t.nav.contact },
] as const;

const socialNetworks: SocialNetwork[] = ['instagram', 'facebook', 'x', 'linkedin', 'youtube'];

/** Header, <main id="main"> and footer of every public page (spec section 2, "Header and footer"). */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.ui.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export function SiteHeader() {
  const { user } = useSession();
  const logout = useLogout('/');
  const [menuOpen, setMenuOpen] = useState(false);

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
                    cn(
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
                        cn(
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
      </div>
    </header>
  );
}

const footerLinkClass = 'rounded text-sm text-stone-300 transition-colors hover:text-white';

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-stone-950 text-stone-300">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="-translate-y-10 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-8 text-white shadow-xl sm:flex sm:items-center sm:justify-between sm:gap-8 sm:px-10">
          <div className="max-w-2xl">
            <p className="text-xl font-bold sm:text-2xl">{t.footer.ctaTitle}</p>
            <p className="mt-2 text-sm text-brand-100 sm:text-base">{t.footer.ctaText}</p>
          </div>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="mt-6 border-white bg-white text-brand-800 hover:bg-brand-50 sm:mt-0"
          >
            <Link to={paths.companies}>{t.footer.ctaButton}</Link>
          </Button>
        </div>

        <div className="grid grid-cols-2 gap-x-6 gap-y-10 pb-10 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
          <div className="col-span-2 grid content-start gap-5 lg:col-span-1">
            <Logo inverted />
            <p className="max-w-xs text-sm text-stone-400">{t.footer.tagline}</p>
            <NewsletterForm />
          </div>

          <nav aria-labelledby="footer-pages">
            <h2 id="footer-pages" className="text-sm font-semibold text-white">
              {t.footer.pagesTitle}
            </h2>
            <ul className="mt-4 grid gap-3">
              {navLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLinkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={paths.businessRegister} className={footerLinkClass}>
                  {messages.auth.businessRegister.title}
                </Link>
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="text-sm font-semibold text-white">
              {t.footer.legalTitle}
            </h2>
            <ul className="mt-4 grid gap-3">
              {CONTRACT_TYPES.map((type) => (
                <li key={type}>
                  <Link to={paths.legal(type)} className={footerLinkClass}>
                    {t.legalLinks[type]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="col-span-2 lg:col-span-1">
            <h2 className="text-sm font-semibold text-white">{t.footer.contactTitle}</h2>
            <ul className="mt-4 grid gap-3">
              <li>
                <a href={`mailto:${site.email}`} className={cn(footerLinkClass, 'inline-flex items-center gap-2')}>
                  <Mail className="size-4 text-brand-400" aria-hidden />
                  <span className="sr-only">{t.footer.emailLabel}: </span>
                  {site.email}
                </a>
              </li>
              <li>
                <a href={site.phoneHref} className={cn(footerLinkClass, 'inline-flex items-center gap-2')}>
                  <Phone className="size-4 text-brand-400" aria-hidden />
                  <span className="sr-only">{t.footer.phoneLabel}: </span>
                  {site.phone}
                </a>
              </li>
            </ul>
            <h2 className="mt-6 text-sm font-semibold text-white">{t.footer.socialTitle}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {socialNetworks.map((network) => (
                <li key={network}>
                  <a
                    href={site.social[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t.social[network]}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-stone-800 text-stone-200 transition-colors hover:bg-brand-700 hover:text-white"
                  >
                    <SocialIcon network={network} className="size-[18px]" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="border-t border-stone-800 py-6 text-center text-xs text-stone-400 sm:text-left">{t.footer.copyright}</div>
      </div>
    </footer>
  );
}
