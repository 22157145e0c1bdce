import { Navigate } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { OwnerReviewList } from '@/features/owner-reviews/components/owner-review-list';
import { OwnerVenueHeader } from '@/features/owner-venues/components/owner-venue-header';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';

const t = messages.ownerReviews.page;

/**
 * /dashboard/owner/venue-reviews/{venueId}: 'Değerlendirmeler' (issue 26). Every review of the venue, with the
 * owner's reply and report; the owner can never hide or delete one (decision 039).
 */
export default function OwnerVenueReviewsPage() {
  const venue = useOwnerVenue();
  usePageMeta(venue.name ? `${venue.name} · ${t.title}` : t.title, t.description);

  if (venue.notFound || venue.id === null) return <Navigate to={paths.owner.root} replace />;
  return (
    <div className="grid min-w-0 gap-6">
      <OwnerVenueHeader venueId={venue.id} venueName={venue.name} title={t.title} />
      <p className="-mt-4 max-w-2xl text-sm text-stone-600">{t.description}</p>
      {/* Read once the owner's list has the venue: another owner's id asks for nothing before going back. */}
      {venue.venue ? <OwnerReviewList venueId={venue.id} /> : <Spinner className="mx-auto my-10" />}
    </div>
  );
}
