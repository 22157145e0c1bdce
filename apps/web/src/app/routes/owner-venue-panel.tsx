import { Link, Navigate } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';
import { OwnerVenuePanel } from '@/features/owner-venues/components/owner-venue-panel';
import { PendingRequestsBadge } from '@/features/owner-appointments/components/pending-requests-badge';
import { GoLiveSection } from '../go-live-section';

const t = messages.ownerVenues.panel;

/** /dashboard/owner/venues/{venueId}: the management entries of one venue. */
export default function OwnerVenuePanelPage() {
  const venue = useOwnerVenue();
  usePageMeta(venue.name ? `${venue.name} · ${t.title}` : t.title, t.description);
  if (venue.notFound || venue.id === null) return <Navigate to={paths.owner.root} replace />;
  return (
    <div className="grid gap-8">
      <div className="grid gap-3">
        <Link
          to={paths.owner.root}
          className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ChevronLeft className="size-4" aria-hidden />
          {t.backToVenues}
        </Link>
        <PageTitle title={venue.name ?? t.title} description={t.description} />
      </div>
      <GoLiveSection venueId={venue.id} />
      <OwnerVenuePanel
        venueId={venue.id}
        venueName={venue.name}
        badges={{ appointments: <PendingRequestsBadge venueId={venue.id} /> }}
      />
    </div>
  );
}
