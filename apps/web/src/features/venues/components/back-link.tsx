import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';

/** The breadcrumb above a venue or service page: one link back, with a chevron. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <nav aria-label={messages.venues.breadcrumb}>
      <Link to={to} className="inline-flex items-center gap-1 rounded-lg text-sm font-medium text-stone-600 hover:text-brand-800">
        <ChevronLeft className="size-4" aria-hidden />
        {children}
      </Link>
    </nav>
  );
}
