import { useParams } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { fullAddress } from '@/lib/full-address';
import { useVenue } from '@/features/venues/api/get-venue';
import { BookingConfirmation } from '@/features/manage/components/booking-confirmation';

const t = messages.bookingConfirmation;

/** The venue's full address from its public page's read (the venues feature), null until it is there. */
function useVenueFullAddress(venueId: number | null): string | null {
  const venue = useVenue(venueId);
  return venue.data ? fullAddress(venue.data) : null;
}

/** /randevu/{token}/onay: the guest's booking confirmation (decision 072). */
export default function BookingConfirmationPage() {
  const { token = '' } = useParams();
  usePageMeta(t.metaTitle, t.metaDescription);
  return (
    // A customer's own page: the footer drops its owner call to action (decision 073).
    <div data-customer-page className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <BookingConfirmation token={token} useFullAddress={useVenueFullAddress} />
    </div>
  );
}
