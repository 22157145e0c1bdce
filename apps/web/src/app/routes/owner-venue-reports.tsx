import { Navigate } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { OwnerReport } from '@/features/owner-reports/components/owner-report';
import { OwnerVenueHeader } from '@/features/owner-venues/components/owner-venue-header';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';

const t = messages.ownerReports.page;

/**
 * /dashboard/owner/venue-reports/{venueId}: 'Raporlar' (issue 27). A period's figures, charts with their table views
 * and the CSV export; lazy (router.tsx `page()`), so the chart code never reaches the landing bundle (decision 043).
 */
export default function OwnerVenueReportsPage() {
  const venue = useOwnerVenue();
  usePageMeta(venue.name ? `${venue.name} · ${t.title}` : t.title, t.description);

  if (venue.notFound || venue.id === null) return <Navigate to={paths.owner.root} replace />;
  return (
    <div className="grid min-w-0 gap-6">
      <OwnerVenueHeader venueId={venue.id} venueName={venue.name} title={t.title} />
      <p className="-mt-4 max-w-2xl text-sm text-stone-600">{t.description}</p>
      {/* Read once the owner's list has the venue: another owner's id asks for nothing before going back. */}
      {venue.venue ? <OwnerReport venueId={venue.id} /> : <Spinner className="mx-auto my-10" />}
    </div>
  );
}
