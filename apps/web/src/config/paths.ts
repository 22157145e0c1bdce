import { venueSegment } from '@randevu/contracts/messages';

/** A venue as its address needs it: `/{slug of the name}-{id}` (decision 081). */
type VenueRef = { id: number; name: string };

/** The route table and href builders; pages link through these, never through string literals. */
export const paths = {
  home: '/',
  about: '/hakkimizda',
  companies: '/companies',
  contact: '/iletisim',
  legal: (type: string) => `/pages/${type}`,
  notFound: '/404',
  login: '/login',
  register: '/register',
  businessRegister: '/business-register',
  businessSetup: '/business-setup',
  forgotPassword: '/forgot-password',
  approveCode: '/approve-code',
  newPassword: '/new-password',
  dashboard: '/dashboard',
  user: {
    root: '/dashboard/user',
    book: '/dashboard/user/book',
    appointments: '/dashboard/user/appointments',
    /** 'Hesabım' (decision 083). */
    account: '/dashboard/user/account',
    /** Randevularım with a just-made booking highlighted (decision 072). */
    appointmentBooked: (id: number) => `/dashboard/user/appointments?yeni=${id}`,
    venue: (venue: VenueRef) => `/dashboard/user/${venueSegment(venue)}`,
    service: (venue: VenueRef, serviceId: number) => `/dashboard/user/${venueSegment(venue)}/${serviceId}`,
  },
  owner: {
    root: '/dashboard/owner',
    /** 'Hesabım' (decision 083). */
    account: '/dashboard/owner/account',
    /** The venue management panel; the name rides along as a query parameter (docs/product-owner.md#venues). */
    venue: (id: number, name?: string) => `/dashboard/owner/venues/${id}${name ? `?venueName=${encodeURIComponent(name)}` : ''}`,
    /** The owner's calendar, first in the venue navigation. */
    venueCalendar: (id: number) => `/dashboard/owner/venue-calendar/${id}`,
    venueInfo: (id: number) => `/dashboard/owner/venue-info/${id}`,
    venueFaqs: (id: number) => `/dashboard/owner/venue-faqs/${id}`,
    venueAppointments: (id: number) => `/dashboard/owner/venue-appointments/${id}`,
    venueServices: (id: number) => `/dashboard/owner/venue-services/${id}`,
    venueServiceNew: (id: number) => `/dashboard/owner/venue-services/${id}/new`,
    venueServiceEdit: (id: number, subServiceId: number) => `/dashboard/owner/venue-services/${id}/edit/${subServiceId}`,
    venueExperts: (id: number) => `/dashboard/owner/venue-experts/${id}`,
    venueAvailability: (id: number) => `/dashboard/owner/venue-availability/${id}`,
    /** The venue's reviews: read, reply, report. */
    venueReviews: (id: number) => `/dashboard/owner/venue-reviews/${id}`,
    /** The venue's reports: figures, charts and the CSV of a period. */
    venueReports: (id: number) => `/dashboard/owner/venue-reports/${id}`,
    /** The venue's customers and a customer's card with the owner's private note. */
    venueCustomers: (id: number) => `/dashboard/owner/venue-customers/${id}`,
    venueCustomer: (id: number, customerId: number) => `/dashboard/owner/venue-customers/${id}/${customerId}`,
    /** The calendar with its booking dialog open for a customer ('Randevu oluştur' on their card). */
    venueCalendarBooking: (id: number, c: { first_name: string; last_name: string; phone: string; email: string }) =>
      `/dashboard/owner/venue-calendar/${id}?${new URLSearchParams({ book: '1', ...c }).toString()}`,
  },
  /** The customer's manage link's page (decision 037). */
  manageAppointment: (token: string) => `/randevu/${token}`,
  /** A guest's booking confirmation, read by its manage token so that it survives a reload (decision 072). */
  bookingConfirmation: (token: string) => `/randevu/${token}/onay`,
  /** Public venue page: /{slug}-{venueId}, the spec's /{prefix}-{venueId}; the id is the segment after the last hyphen. */
  venue: (venue: VenueRef) => `/${venueSegment(venue)}`,
  service: (venue: VenueRef, serviceId: number) => `/${venueSegment(venue)}/${serviceId}`,
} as const;

/** The query parameters the booking sheet reads ('Tekrar randevu al', decision 073): it opens on these picks. */
export const BOOKING_PICK_PARAMS = { expert: 'uzman', option: 'secenek' } as const;

/** A service page's href that opens the booking sheet with this expert and option chosen (decision 073). */
export function withBookingPicks(serviceHref: string, picks: { expertId: number; subServiceId: number | null }): string {
  const query = new URLSearchParams({ [BOOKING_PICK_PARAMS.expert]: String(picks.expertId) });
  if (picks.subServiceId !== null) query.set(BOOKING_PICK_PARAMS.option, String(picks.subServiceId));
  return `${serviceHref}?${query.toString()}`;
}
