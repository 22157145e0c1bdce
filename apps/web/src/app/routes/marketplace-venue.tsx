import { useParams } from 'react-router';
import { OwnerVenuePreview } from '@/features/owner-venues/components/owner-venue-preview';
import { VenueReviews } from '@/features/reviews/components/venue-reviews';
import { VenueDetailPage } from '@/features/venues/components/venue-detail-page';
import { publicVenueLinks } from '@/features/venues/lib/links';
import NotFoundPage from './not-found';

/**
 * '/{prefix}-{venueId}' shares the top level with every other path: a segment that ends in '-{digits}'
 * or starts with a uuid is a venue address (a removed venue's page says so, another failed load redirects to /;
 * docs/product-public.md#venue-page, decision 081); anything else is an unknown page (404).
 */
export const looksLikeVenueSegment = (segment: string | undefined) =>
  !!segment && (/-\d+$/.test(segment) || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-|$)/i.test(segment));

export default function VenueRoute() {
  const { venue } = useParams();
  if (!looksLikeVenueSegment(venue)) return <NotFoundPage />;
  return (
    <VenueDetailPage
      key={venue}
      segment={venue}
      links={publicVenueLinks}
      fallbackPath="/"
      reviews={VenueReviews}
      ownerPreview={OwnerVenuePreview}
    />
  );
}
