/**
 * Every write that changes a public read (venue page, venue listings, available times), named once for
 * both apps: the server's invalidation table (docs/decisions/020 §2; the calls are
 * `invalidateVenue` / `invalidateExpert` of apps/api/src/lib/public-cache.ts in each module's service)
 * and the web's invalidation map (apps/web/src/lib/invalidation.ts, one row per entry).
 *
 * `module` is the API module whose service makes the call; `invalidates` says which call: 'venue'
 * (the venue's page, every listing, the available times of its experts) or 'expert' (that expert's
 * available times). apps/api/src/lib/public-cache-writes.test.ts counts the call sites of each module
 * against this list, apps/web/src/lib/invalidation.test.ts checks the web map against it: a new write
 * adds its entry here, its call on the server and its row on the web. A write no web mutation makes (the
 * system's, `by: 'system'`) or after which the web reloads the page (`by: 'reload'`) has no row on the web.
 */
export const PUBLIC_CACHE_WRITES = {
  'venue.created': { module: 'owner-venues', invalidates: 'venue' },
  'venue.updated': { module: 'owner-venues', invalidates: 'venue' },
  /** "Yayına al" / "Yayından kaldır" (decision 074): the venue enters or leaves every listing. */
  'venue.publicationChanged': { module: 'owner-venues', invalidates: 'venue' },
  'venueImage.uploaded': { module: 'venue-images', invalidates: 'venue' },
  'venueImage.deleted': { module: 'venue-images', invalidates: 'venue' },
  'faq.created': { module: 'venue-faqs', invalidates: 'venue' },
  'faq.updated': { module: 'venue-faqs', invalidates: 'venue' },
  'faq.deleted': { module: 'venue-faqs', invalidates: 'venue' },
  'faq.reordered': { module: 'venue-faqs', invalidates: 'venue' },
  'subService.created': { module: 'sub-services', invalidates: 'venue' },
  'subService.updated': { module: 'sub-services', invalidates: 'venue' },
  'subService.deleted': { module: 'sub-services', invalidates: 'venue' },
  'expert.created': { module: 'experts', invalidates: 'venue' },
  'expert.updated': { module: 'experts', invalidates: 'venue' },
  'expert.deleted': { module: 'experts', invalidates: 'venue' },
  'expert.photoUploaded': { module: 'experts', invalidates: 'venue' },
  'expert.serviceAssigned': { module: 'experts', invalidates: 'venue' },
  'expert.serviceRemoved': { module: 'experts', invalidates: 'venue' },
  'expert.subServiceAssigned': { module: 'experts', invalidates: 'venue' },
  'expert.subServiceRemoved': { module: 'experts', invalidates: 'venue' },
  /** Availability rules (decision 032): available times stop offering the time at once. */
  'timeOff.created': { module: 'availability-rules', invalidates: 'venue' },
  'timeOff.deleted': { module: 'availability-rules', invalidates: 'venue' },
  'closure.created': { module: 'availability-rules', invalidates: 'venue' },
  'closure.deleted': { module: 'availability-rules', invalidates: 'venue' },
  /** Opening or closing a public holiday: one call site. */
  'holiday.updated': { module: 'availability-rules', invalidates: 'venue' },
  /** The holiday question answered for every holiday at once (decision 075): one call site. */
  'holiday.answered': { module: 'availability-rules', invalidates: 'venue' },
  /** Hours for one date (decision 100): an expert's override set or removed, a venue's day opened or closed again. */
  'expertDay.updated': { module: 'availability-rules', invalidates: 'venue' },
  'expertDay.deleted': { module: 'availability-rules', invalidates: 'venue' },
  'venueDay.updated': { module: 'availability-rules', invalidates: 'venue' },
  'venueDay.deleted': { module: 'availability-rules', invalidates: 'venue' },
  'bookingRules.updated': { module: 'availability-rules', invalidates: 'venue' },
  /** The salon-wide break (decision 078): the chosen experts' working hours. */
  'venueBreak.applied': { module: 'availability-rules', invalidates: 'venue' },
  /** Guest, signed-in and front-desk booking: one call site (appointment-booking.ts, the one insert path). */
  'appointment.created': { module: 'appointments', invalidates: 'expert' },
  /** The owner moves an appointment: the old and the new expert, one call site. */
  'appointment.moved': { module: 'appointments', invalidates: 'expert' },
  'appointment.cancelled': { module: 'my-appointments', invalidates: 'expert' },
  /**
   * The customer cancels through their manage link (decision 037); the same call site drops the cached reads
   * of the link's appointment when reading it swept it (decision 029).
   */
  'appointment.cancelledByLink': { module: 'manage', invalidates: 'expert' },
  /** The customer reschedules (decision 036): the old and the new expert, one call site. */
  'appointment.rescheduled': { module: 'my-appointments', invalidates: 'expert' },
  /** The customer reschedules through their manage link (decisions 036 and 037): the old and new expert. */
  'appointment.rescheduledByLink': { module: 'manage', invalidates: 'expert' },
  /** The owner's confirm or reject. */
  'appointment.statusChanged': { module: 'owner-appointments', invalidates: 'expert' },
  /**
   * The system's sweep (decision 029): the completion job's tick, and a user's list read sweeping their own. The
   * owner's calendar shows the new status at once; one call site for both.
   */
  'appointment.swept': { module: 'my-appointments', invalidates: 'expert', by: 'system' },
  /**
   * Reviews (decision 039): a review written or edited (by the signed-in user or through the manage link,
   * one call site each) changes the venue's rating on its page and on every listing card.
   */
  'review.created': { module: 'reviews', invalidates: 'venue' },
  'review.updated': { module: 'reviews', invalidates: 'venue' },
  /**
   * The owner's "Gelmedi" within the correction window hides a review the no-show wrote (decision 053): the rating
   * drops it. One call site, beside the status change's own.
   */
  'review.hiddenByNoShow': { module: 'owner-appointments', invalidates: 'venue' },
  /** The moderator hides a review (`npm run reviews:moderate`): the rating drops it. */
  'review.hidden': { module: 'reviews', invalidates: 'venue', by: 'system' },
  /**
   * The front desk corrects a customer card or merges two (decision 092): the upcoming appointments' names change on
   * the calendar and the customers' list, both kept per owner under the venue's tag. One call site each.
   */
  'customer.updated': { module: 'owner-customers', invalidates: 'venue' },
  'customer.merged': { module: 'owner-customers', invalidates: 'venue' },
  /**
   * An owner deletes their account (decision 083): their venues leave every listing. The web signs out and reloads
   * the home page, which drops every cached read (`by: 'reload'`: no row in the web's map).
   */
  'account.deleted': { module: 'auth', invalidates: 'venue', by: 'reload' },
} as const satisfies Record<string, { module: string; invalidates: 'venue' | 'expert'; by?: 'system' | 'reload' }>;

export type PublicCacheWrite = keyof typeof PUBLIC_CACHE_WRITES;

/** The writes a web mutation makes: each has its row in the web's invalidation map. */
export type WebPublicCacheWrite = {
  [W in PublicCacheWrite]: (typeof PUBLIC_CACHE_WRITES)[W] extends { by: string } ? never : W;
}[PublicCacheWrite];
