import { messages } from '@randevu/contracts/messages';
import { OwnerReviewList } from '@/features/reviews/components/owner-review-list';
import { OwnerVenueSection } from '../layouts/owner-venue-section';

const t = messages.ownerReviews.page;

/**
 * /dashboard/owner/venue-reviews/{venueId}: 'Değerlendirmeler'. Every review of the venue, with the
 * owner's reply and report; the owner can never hide or delete one (decision 039).
 */
export default function OwnerVenueReviewsPage() {
  return (
    <OwnerVenueSection title={t.title} description={t.description}>
      {(venueId) => <OwnerReviewList venueId={venueId} />}
    </OwnerVenueSection>
  );
}
