import type { AppointmentMode, VenueDetail } from '@randevu/contracts';
import { BookingSheet } from '@/features/appointments/components/booking-sheet';
import { stubApi } from './fetch-stub';
import type { BookingSheetProps } from '@/lib/booking-sheet';
import { renderWithApp } from './render';

/** A guest's booking sheet of `venue` for service 101 ('Saç Kesimi') against `handlers`; the requests it sends. */
export function renderGuestBookingSheet(venue: VenueDetail, handlers: Parameters<typeof stubApi>[0]) {
  return renderBookingSheet(venue, handlers, 'guest');
}

/** The booking sheet of `venue` for service 101 as a guest or a signed-in user; the requests it sends. */
export function renderBookingSheet(
  venue: VenueDetail,
  handlers: Parameters<typeof stubApi>[0],
  mode: AppointmentMode,
  options: { route?: string; onBooked?: BookingSheetProps['onBooked'] } = {},
) {
  const requests = stubApi(handlers);
  renderWithApp(
    <BookingSheet
      open
      onOpenChange={() => undefined}
      venue={venue}
      serviceId={101}
      serviceName="Saç Kesimi"
      mode={mode}
      onBooked={options.onBooked ?? (() => undefined)}
    />,
    options.route ? { route: options.route } : undefined,
  );
  return requests;
}
