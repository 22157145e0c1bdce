import { Navigate } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { OwnerVenueHeader } from '@/features/owner-venues/components/owner-venue-header';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';
import { useMySubServices } from '@/features/sub-services/api/get-my-sub-services';
import { NewSubServiceButton, SubServiceList, SubServiceListSkeleton } from '@/features/sub-services/components/sub-service-list';
import { LoadFailed } from '@/components/ui/load-failed';

const t = messages.subServices;
const title = messages.ownerVenues.panel.services;

/** venue-services/{venueId}: the venue's sub-services with price, duration and status (docs/product-owner.md#sub-services). */
export default function OwnerVenueServicesPage() {
  const venue = useOwnerVenue();
  const subServices = useMySubServices(venue.notFound ? null : venue.id);
  usePageMeta(venue.name ? `${title} · ${venue.name}` : title, t.listDescription);
  if (venue.notFound || venue.id === null) return <Navigate to={paths.owner.root} replace />;

  return (
    <div className="grid gap-8">
      <OwnerVenueHeader
        venueId={venue.id}
        venueName={venue.name}
        title={title}
        actions={<NewSubServiceButton venueId={venue.id} />}
      />
      {subServices.isPending ? (
        <SubServiceListSkeleton />
      ) : subServices.isError ? (
        <LoadFailed
          message={t.loadFailed}
          retryLabel={t.retry}
          retrying={subServices.isFetching}
          onRetry={() => void subServices.refetch()}
        />
      ) : (
        <SubServiceList venueId={venue.id} subServices={subServices.data} />
      )}
    </div>
  );
}
