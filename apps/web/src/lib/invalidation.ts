import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { WebPublicCacheWrite } from '@randevu/contracts';
// Relative, not '@/': the unit test project loads this file without the Vite aliases.
import { queryKeys } from './query-keys';

/**
 * What each write makes stale in this browser's query cache (docs/architecture.md, "Web data layer").
 * The rows are the server's invalidation table (docs/decisions/020 §2, `PUBLIC_CACHE_WRITES` in
 * contracts) seen from the web: a write the server answers with `invalidateVenue(venueId)` invalidates
 * the public venue page, every venue listing and the available times (the web's available-times keys
 * do not name the venue, so all of them); `invalidateExpert(expertId)` the expert's available times
 * (all of them when the answer does not name the expert). Each row adds the owner's own lists the write
 * changes. A mutation calls `invalidateAfter` once, in its onSuccess or onSettled; a new write adds
 * its entry to `PUBLIC_CACHE_WRITES` and its row here (TypeScript refuses the map without it).
 */

interface VenueWrite {
  venueId: number;
}

/**
 * Writes the server drops nothing for (what they change is read uncached: the public reviews list, decision 039) but
 * that this browser's cache holds: each has its row below like the public writes.
 */
export const WEB_ONLY_WRITES = ['review.replied', 'review.reported'] as const;
type WebOnlyWrite = (typeof WEB_ONLY_WRITES)[number];
interface ExpertWrite {
  /** Absent when the answer does not say (an error, or an answer without the expert): every expert's times. */
  expertId?: number;
}

/** Mirror of the server's `invalidateVenue(venueId)`. */
const publicVenue = (venueId: number): QueryKey[] => [
  queryKeys.venues.detail(venueId),
  queryKeys.venues.lists(),
  queryKeys.availableTimes.all(),
];

/** Mirror of the server's `invalidateExpert(expertId)`. */
const expertTimes = (expertId: number | undefined): QueryKey[] => [
  expertId === undefined ? queryKeys.availableTimes.all() : queryKeys.availableTimes.expert(expertId),
];

const faqRow = ({ venueId }: VenueWrite) => [...publicVenue(venueId), queryKeys.owner.venueFaqs(venueId)];
const imageRow = ({ venueId }: VenueWrite) => [...publicVenue(venueId), queryKeys.owner.venueImages(venueId)];
// A sub-service shows in the expert list's assignments too (and a removed one leaves them).
const subServiceRow = ({ venueId }: VenueWrite) => [
  ...publicVenue(venueId),
  queryKeys.owner.subServices.all(),
  queryKeys.owner.experts.venue(venueId),
];
const expertRow = ({ venueId }: VenueWrite) => [...publicVenue(venueId), queryKeys.owner.experts.venue(venueId)];

interface TimeOffWrite {
  venueId: number;
  expertId: number;
}
const rules = queryKeys.owner.availabilityRules;
// The owner's calendar draws time off (and blocks time as time off).
const calendarOf = (venueId: number) => queryKeys.owner.appointments.venueCalendar(venueId);
const timeOffRow = ({ venueId, expertId }: TimeOffWrite) => [
  ...publicVenue(venueId),
  rules.timeOff(venueId, expertId),
  queryKeys.owner.appointments.venueCalendar(venueId),
];

export const invalidationMap = {
  'venue.created': ({ venueId }: VenueWrite) => [...publicVenue(venueId), queryKeys.owner.venues.list()],
  // The mutation puts the answer into the owner's venue detail itself; the categories follow the edit.
  'venue.updated': ({ venueId }: VenueWrite) => [
    ...publicVenue(venueId),
    queryKeys.owner.venues.list(),
    queryKeys.owner.venues.categories(venueId),
  ],
  'venue.publicationChanged': ({ venueId }: VenueWrite) => [...publicVenue(venueId), queryKeys.owner.venues.list()],
  'venueImage.uploaded': imageRow,
  'venueImage.deleted': imageRow,
  'faq.created': faqRow,
  'faq.updated': faqRow,
  'faq.deleted': faqRow,
  // The answer is the owner's list in its new order: the mutation puts it in.
  'faq.reordered': ({ venueId }: VenueWrite) => publicVenue(venueId),
  'subService.created': subServiceRow,
  'subService.updated': subServiceRow,
  'subService.deleted': subServiceRow,
  'expert.created': expertRow,
  'expert.updated': expertRow,
  'expert.deleted': expertRow,
  // The expert form saves these with the expert (one 'expert.created' / 'expert.updated' call covers them).
  'expert.photoUploaded': expertRow,
  'expert.serviceAssigned': expertRow,
  'expert.serviceRemoved': expertRow,
  'expert.subServiceAssigned': expertRow,
  'expert.subServiceRemoved': expertRow,
  // Availability rules (decision 032): the server drops the whole venue for each (time off: the expert's
  // venue); the public venue page shows the slot interval and the closed days. Each row adds its list on the rules page.
  'timeOff.created': timeOffRow,
  'timeOff.deleted': timeOffRow,
  // The owner's calendar shades closures and closed holidays.
  'closure.created': ({ venueId }: VenueWrite) => [...publicVenue(venueId), rules.closures(venueId), calendarOf(venueId)],
  'closure.deleted': ({ venueId }: VenueWrite) => [...publicVenue(venueId), rules.closures(venueId), calendarOf(venueId)],
  'holiday.updated': ({ venueId }: VenueWrite) => [...publicVenue(venueId), rules.holidayYears(venueId), calendarOf(venueId)],
  'holiday.answered': ({ venueId }: VenueWrite) => [...publicVenue(venueId), rules.holidayYears(venueId), calendarOf(venueId)],
  // Hours for one date (decision 100): the calendar draws them.
  'expertDay.updated': ({ venueId }: VenueWrite) => [...publicVenue(venueId), calendarOf(venueId)],
  'expertDay.deleted': ({ venueId }: VenueWrite) => [...publicVenue(venueId), calendarOf(venueId)],
  'venueDay.updated': ({ venueId }: VenueWrite) => [...publicVenue(venueId), calendarOf(venueId)],
  'venueDay.deleted': ({ venueId }: VenueWrite) => [...publicVenue(venueId), calendarOf(venueId)],
  'bookingRules.updated': ({ venueId }: VenueWrite) => [...publicVenue(venueId), rules.bookingRules(venueId)],
  // The salon-wide break (decision 078): the experts' hours (their list) and the calendar's shaded breaks.
  'venueBreak.applied': ({ venueId }: VenueWrite) => [...expertRow({ venueId }), calendarOf(venueId)],
  // Guest or signed-in; the signed-in user's list gains it.
  'appointment.created': ({ expertId }: ExpertWrite) => [...expertTimes(expertId), queryKeys.myAppointments()],
  'appointment.cancelled': ({ expertId }: ExpertWrite) => [...expertTimes(expertId), queryKeys.myAppointments()],
  // The manage page cancels through the link; a signed-in customer's list shows it too.
  'appointment.cancelledByLink': ({ expertId }: ExpertWrite) => [...expertTimes(expertId), queryKeys.myAppointments()],
  // The customer's reschedule: the user's list; the web calls it for the old and the new expert.
  'appointment.rescheduled': ({ expertId }: ExpertWrite) => [...expertTimes(expertId), queryKeys.myAppointments()],
  // The same through the manage link; the web calls it for the old and the new expert.
  'appointment.rescheduledByLink': ({ expertId }: ExpertWrite) => [...expertTimes(expertId), queryKeys.myAppointments()],
  // The owner's list and its pending-count badge.
  'appointment.statusChanged': ({ expertId }: ExpertWrite) => [...expertTimes(expertId), queryKeys.owner.appointments.all()],
  // The front desk's move: the owner's list; the web calls it for the old and the new expert.
  'appointment.moved': ({ expertId }: ExpertWrite) => [...expertTimes(expertId), queryKeys.owner.appointments.all()],
  // Reviews: the venue's rating on its page and cards; the customer's appointments offer the review.
  'review.created': ({ venueId }: VenueWrite) => [...publicVenue(venueId), queryKeys.myAppointments()],
  'review.updated': ({ venueId }: VenueWrite) => [...publicVenue(venueId), queryKeys.myAppointments()],
  // A no-show's review hidden by the owner's "Gelmedi" (decision 053): the rating and the owner's review list.
  'review.hiddenByNoShow': ({ venueId }: VenueWrite) => [...publicVenue(venueId), queryKeys.owner.reviews(venueId)],
  // The owner's reply shows under the review on the venue's public list; the mutation puts the answer into the owner's.
  'review.replied': ({ venueId }: VenueWrite) => [queryKeys.venues.reviews(venueId)],
  // A report changes nothing public: the owner's list (its 'Bildirildi' badge), in case the answer could not be put in.
  'review.reported': ({ venueId }: VenueWrite) => [queryKeys.owner.reviews(venueId)],
  // A corrected or merged customer card (decision 092): the server drops the venue's kept reads; here the calendar, the
  // customers' list, the lookup and the cards (all under the owner's appointments key) show the new names.
  'customer.updated': ({ venueId }: VenueWrite) => [...publicVenue(venueId), queryKeys.owner.appointments.all()],
  'customer.merged': ({ venueId }: VenueWrite) => [...publicVenue(venueId), queryKeys.owner.appointments.all()],
} satisfies Record<WebPublicCacheWrite | WebOnlyWrite, (ids: never) => QueryKey[]>;

export type Write = keyof typeof invalidationMap;
export type WriteIds<W extends Write> = Parameters<(typeof invalidationMap)[W]>[0];

/** The keys `write` invalidates. */
export const keysAfter = <W extends Write>(write: W, ids: WriteIds<W>): QueryKey[] =>
  (invalidationMap[write] as (ids: WriteIds<W>) => QueryKey[])(ids);

/**
 * Marks every query under the write's keys stale; the ones on screen refetch now, the others when next
 * shown. Resolves when the refetches settled (a mutation returning it stays pending until then).
 */
export async function invalidateAfter<W extends Write>(queryClient: QueryClient, write: W, ids: WriteIds<W>): Promise<void> {
  await Promise.all(keysAfter(write, ids).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
