import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BookingSheet } from '@/features/appointments/components/booking-sheet';
import { ServiceDetailPage } from '@/features/venues/components/service-detail-page';
import { userVenueLinks } from '@/features/venues/lib/links';
import { looksLikeVenueSegment } from './marketplace-venue';

/** /dashboard/user/{venue}/{serviceId}: the service page with the booking sheet in signed-in mode (no contact fields). */
export default function UserServicePage() {
  const { venue, serviceId } = useParams();
  if (!looksLikeVenueSegment(venue)) return <Navigate to={paths.user.book} replace />;
  return (
    <ServiceDetailPage
      segment={venue}
      serviceParam={serviceId}
      links={userVenueLinks}
      fallbackPath={paths.user.book}
      appointmentMode="user"
      BookingSheet={BookingSheet}
    />
  );
}
