import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Mail, Phone } from 'lucide-react';
import { CONTRACT_TYPES, messages } from '@randevu/contracts/messages';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { SocialIcon, type SocialNetwork } from '@/components/social-icon';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/format';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { navLinks } from './site-nav';

const t = messages.site;

const socialNetworks: SocialNetwork[] = ['instagram', 'facebook', 'x', 'linkedin', 'youtube'];

const footerLinkClass = 'rounded text-sm text-stone-300 transition-colors hover:text-white';

const pageLinks = [...navLinks, { to: paths.businessRegister, label: messages.auth.businessRegister.title }];
const legalLinks = CONTRACT_TYPES.map((type) => ({ to: paths.legal(type), label: t.legalLinks[type] }));

/** A titled column of footer links, a <nav> named by its heading. */
function FooterNav({ id, title, links }: { id: string; title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3">
        {links.map((link) => (
          <li key={link.to} className={link.to === paths.businessRegister ? ownerMarketing : undefined}>
            <Link to={link.to} className={footerLinkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The band above the footer: an owner's call to action and a way to the venues. */
function FooterCta() {
  return (
    <div className="-translate-y-10 [body:has([data-customer-page])_&]:hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-8 text-white shadow-xl sm:flex sm:items-center sm:justify-between sm:gap-8 sm:px-10">
      <div className="max-w-2xl">
        <p className="text-xl font-bold sm:text-2xl">{t.footer.ctaTitle}</p>
        <p className="mt-2 text-sm text-brand-100 sm:text-base">{t.footer.ctaText}</p>
      </div>
      <Button asChild size="lg" variant="inverse" className="mt-6 sm:mt-0">
        <Link to={paths.companies}>{t.footer.ctaButton}</Link>
      </Button>
    </div>
  );
}

/**
 * Hidden on a customer's own pages (decision 073), which mark their root `data-customer-page`: by CSS, because a
 * footer that read the router's location would hold a navigation until it hydrates (HydrateWhenVisible).
 */
const ownerMarketing = '[body:has([data-customer-page])_&]:hidden';

/** The public footer: the call to action, newsletter, pages, legal texts, contact and social links. */
export function SiteFooter() {
  return (
    <footer className="mt-16 bg-stone-950 text-stone-300 [body:has([data-customer-page])_&]:pt-10">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <FooterCta />
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 pb-10 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
          <div className="col-span-2 grid content-start gap-5 lg:col-span-1">
            <Logo inverted />
            <p className="max-w-xs text-sm text-stone-400">{t.footer.tagline}</p>
            <NewsletterForm />
          </div>

          <FooterNav id="footer-pages" title={t.footer.pagesTitle} links={pageLinks} />
          <FooterNav id="footer-legal" title={t.footer.legalTitle} links={legalLinks} />

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

        <div className="border-t border-stone-800 py-6 text-center text-xs text-stone-400 sm:text-left">
          <Copyright />
        </div>
      </div>
    </footer>
  );
}

/** The year the site's copyright starts. */
const FIRST_YEAR = 2025;
const noSubscription = () => () => {};
/**
 * '© 2025–{this year} Randevu…' from the visitor's clock. A page rendered on the server (at build time, or hours
 * earlier) has no year of the visitor's, so it and the hydration say '© 2025', and the clock's year follows right after.
 */
function Copyright() {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => FIRST_YEAR,
  );
  return <>{fill(t.footer.copyright, { years: year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : String(FIRST_YEAR) })}</>;
}
