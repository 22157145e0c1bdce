import { appointmentsMessages } from './messages/appointments';
import { availabilityRulesMessages } from './messages/availability-rules';
import { ownerCalendarMessages } from './messages/owner-calendar';
import { accountMessages } from './messages/account';
import { authMessages } from './messages/auth';
import { commonMessages } from './messages/common';
import { contactMessages } from './messages/contact';
import { emailVerificationMessages } from './messages/email-verification';
import { expertsMessages } from './messages/experts';
import { locationsMessages } from './messages/locations';
import { manageMessages } from './messages/manage';
import { bookingConfirmationMessages } from './messages/booking-confirmation';
import { mapLinksMessages } from './messages/map-links';
import { marketplaceMessages } from './messages/marketplace';
import { myAppointmentsMessages } from './messages/my-appointments';
import { newsletterMessages } from './messages/newsletter';
import { notificationsMessages } from './messages/notifications';
import { ownerAppointmentsMessages } from './messages/owner-appointments';
import { ownerVenuesMessages } from './messages/owner-venues';
import { siteMessages } from './messages/site';
import { subServicesMessages } from './messages/sub-services';
import { venueFaqsMessages } from './messages/venue-faqs';
import { venueImagesMessages } from './messages/venue-images';
import { venuesMessages } from './messages/venues';
import { reviewsMessages } from './messages/reviews';
import { venueReviewsMessages } from './messages/venue-reviews';
import { reviewFormMessages } from './messages/review-form';
import { ownerReportsMessages } from './messages/owner-reports';
import { ownerReviewsMessages } from './messages/owner-reviews';
import { ownerCustomersMessages } from './messages/owner-customers';
import { customerImportMessages } from './messages/customer-import';
import { dateFieldsMessages } from './messages/date-fields';
import { dayHoursMessages } from './messages/day-hours';

/**
 * Every Turkish text a person reads. Texts quoted by the product spec are verbatim;
 * the rest were written where the spec says "not shown" (see docs/decisions).
 * Each domain (decision 018) lives in its own module under ./messages/ (one source per domain, imported here),
 * so the landing page loads only the domains of its first paint (decision 022).
 */
export const messages = {
  common: commonMessages,
  auth: authMessages,
  account: accountMessages,
  locations: locationsMessages,
  venues: venuesMessages,
  appointments: appointmentsMessages,
  myAppointments: myAppointmentsMessages,
  emailVerification: emailVerificationMessages,
  manage: manageMessages,
  bookingConfirmation: bookingConfirmationMessages,
  mapLinks: mapLinksMessages,
  reviews: reviewsMessages,
  venueReviews: venueReviewsMessages,
  reviewForm: reviewFormMessages,
  ownerVenues: ownerVenuesMessages,
  // Owner area (decision 011). One block per domain; each holds the spec's texts first, then our own.
  venueImages: venueImagesMessages,
  venueFaqs: venueFaqsMessages,
  ownerAppointments: ownerAppointmentsMessages,
  subServices: subServicesMessages,
  experts: expertsMessages,
  availabilityRules: availabilityRulesMessages,
  dayHours: dayHoursMessages,
  ownerCalendar: ownerCalendarMessages,
  ownerReports: ownerReportsMessages,
  ownerReviews: ownerReviewsMessages,
  ownerCustomers: ownerCustomersMessages,
  customerImport: customerImportMessages,
  dateFields: dateFieldsMessages,
  newsletter: newsletterMessages,
  contact: contactMessages,
  notifications: notificationsMessages,
  site: siteMessages,
  marketplace: marketplaceMessages,
} as const;

export type Messages = typeof messages;
