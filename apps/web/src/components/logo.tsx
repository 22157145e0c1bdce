import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { siteShellMessages } from '@randevu/contracts/messages/site-shell';
import { cx } from '@/lib/cx';

/** The 'Randevu' word mark linking to `to` (home by default). */
export function Logo({ to = '/', className, inverted }: { to?: string; className?: string; inverted?: boolean }) {
  return (
    <Link
      to={to}
      aria-label={siteShellMessages.nav.logoLabel}
      className={cx(
        'inline-flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight',
        inverted ? 'text-white' : 'text-ink',
        className,
      )}
    >
      <span className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
        <CalendarCheck className="size-5" aria-hidden />
      </span>
      <span aria-hidden>Randevu</span>
    </Link>
  );
}
