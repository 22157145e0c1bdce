import type { VenueDetail } from '@randevu/contracts';
import { BookingSheet } from '@/features/appointments/components/booking-sheet';
import { stubApi } from './fetch-stub';
import { renderWithApp } from './render';

/** A guest's booking sheet of `venue` for service 101 ('Saç Kesimi') against `handlers`; the requests it sends. */
export function renderGuestBookingSheet(venue: VenueDetail, handlers: Parameters<typeof stubApi>[0]) {
  const requests = stubApi(handlers);
  renderWithApp(
    <BookingSheet
      open
      onOpenChange={() => undefined}
      venue={venue}
      serviceId={101}
      serviceName="Saç Kesimi"
      mode="guest"
      onBooked={() => undefined}
    />,
  );
  return requests;
}
