import { useParams } from 'react-router';
import { BookingSheet } from '@/features/appointments/components/booking-sheet';
import { ServiceDetailPage } from '@/features/venues/components/service-detail-page';
import { publicVenueLinks } from '@/features/venues/lib/links';
import { looksLikeVenueSegment } from './marketplace-venue';
import NotFoundPage from './not-found';

export default function ServiceRoute() {
  const { venue, serviceId } = useParams();
  if (!looksLikeVenueSegment(venue)) return <NotFoundPage />;
  return (
    <ServiceDetailPage
      segment={venue}
      serviceParam={serviceId}
      links={publicVenueLinks}
      fallbackPath="/"
      appointmentMode="guest"
      BookingSheet={BookingSheet}
    />
  );
}
