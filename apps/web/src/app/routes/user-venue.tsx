import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { VenueReviews } from '@/features/reviews/components/venue-reviews';
import { VenueDetailPage } from '@/features/venues/components/venue-detail-page';
import { userVenueLinks } from '@/features/venues/lib/links';
import { looksLikeVenueSegment } from './marketplace-venue';

/** /dashboard/user/{prefix}-{venueId}: the public venue page, linking to the user area's service pages. */
export default function UserVenuePage() {
  const { venue } = useParams();
  if (!looksLikeVenueSegment(venue)) return <Navigate to={paths.user.book} replace />;
  return (
    <VenueDetailPage key={venue} segment={venue} links={userVenueLinks} fallbackPath={paths.user.book} reviews={VenueReviews} />
  );
}
