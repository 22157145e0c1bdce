import type { CreatedAppointment, GuestCreatedAppointment, VenueDetail } from '@randevu/contracts';

/**
 * The booking sheet's props: the one contract between the venues pages, which open the sheet, and
 * the appointments feature, which draws it. Features never import each other, so it lives here;
 * app/routes hands the sheet to the page.
 */
export interface BookingSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  venue: VenueDetail;
  serviceId: number;
  serviceName: string;
  mode: 'guest' | 'user';
  /** After the booking: the answer (a guest's carries its manage token, decision 072). */
  onBooked?(created: CreatedAppointment | GuestCreatedAppointment): void;
}
