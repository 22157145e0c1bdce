import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

const t = messages.ownerVenues.panel;

/** The top of every owner venue page: a link back to the venue's panel, the page's h1 and the venue name. */
export function OwnerVenueHeader({
  venueId,
  venueName,
  title,
  actions,
}: {
  venueId: number;
  venueName: string | null;
  title: string;
  actions?: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <Link
        to={paths.owner.venue(venueId, venueName ?? undefined)}
        state={venueName ? { venueName } : undefined}
        className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {t.backToPanel}
      </Link>
      <PageTitle title={title} description={venueName ?? messages.common.loading} actions={actions} />
    </div>
  );
}
