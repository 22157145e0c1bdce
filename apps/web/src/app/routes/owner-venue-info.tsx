import { Link, Navigate } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCategories } from '@/features/categories/api/get-categories';
import { useOwnerVenueDetail } from '@/features/owner-venues/api/get-owner-venue';
import { OwnerVenueHeader } from '@/features/owner-venues/components/owner-venue-header';
import { VenueInfoForm } from '@/features/owner-venues/components/venue-info-form';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';
import { VenuePhotos } from '@/features/venue-images/components/venue-photos';
import { VenueNotificationSettingsCard } from '@/features/notifications/components/venue-notification-settings';
import { LoadFailed } from '@/components/ui/load-failed';

const t = messages.ownerVenues.info;

/** /dashboard/owner/venue-info/{venueId}: the venue's data, hours, profile photo and gallery (docs/product-owner.md#venue-info). */
export default function OwnerVenueInfoPage() {
  const owned = useOwnerVenue();
  const detail = useOwnerVenueDetail(owned.id);
  const categories = useCategories();
  const venue = detail.data;
  const name = venue?.name ?? owned.name;
  usePageMeta(name ? `${name} · ${t.title}` : t.title, t.description);

  if (owned.notFound || owned.id === null) return <Navigate to={paths.owner.root} replace />;

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8">
      <OwnerVenueHeader
        venueId={owned.id}
        venueName={name}
        title={t.title}
        actions={
          venue ? (
            <Button asChild variant="outline">
              <Link to={paths.venue(venue)}>
                <ExternalLink aria-hidden />
                {messages.ownerVenues.panel.viewPublic}
              </Link>
            </Button>
          ) : null
        }
      />
      {detail.isError ? (
        <LoadFailed
          message={t.loadFailed}
          retryLabel={t.retry}
          retrying={detail.isFetching}
          onRetry={() => void detail.refetch()}
        />
      ) : !venue ? (
        <div className="grid gap-6" aria-busy="true" aria-label={messages.common.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 rounded-card" />
          ))}
        </div>
      ) : (
        <>
          <VenuePhotos venueId={venue.id} venueName={venue.name} />
          <VenueInfoForm
            key={venue.id}
            venue={venue}
            categories={{ items: categories.data ?? [], loading: categories.isPending }}
          />
          <VenueNotificationSettingsCard venueId={venue.id} />
        </>
      )}
    </div>
  );
}
