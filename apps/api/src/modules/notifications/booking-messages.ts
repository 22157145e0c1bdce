import type { Db } from '../../db/client';
import { manageLinks, optOutLinks, withoutOptedOut, type NotificationSettings } from './message-links';
import type { AppointmentContext, VenueNotificationSettingsRow } from './notifications.repository';
import { outboxRecords, type OutboxMessageInput, type OutboxRecords } from './outbox-sql';
import { appointmentRequestedMessages, confirmedMessages, type MessageLinks } from './templates/appointment-messages';

/** The two events of a new booking: a request that waits for the owner, or a booking confirmed at once. */
export type BookingEvent = 'received' | 'confirmed';

/**
 * A new booking's messages: received, to the customer and (unless the venue turned it off) the owner; confirmed, to
 * the customer with the 24 h and 2 h reminders.
 */
export function bookingEventMessages(
  event: BookingEvent,
  ctx: AppointmentContext,
  links: MessageLinks,
  venueSettings: VenueNotificationSettingsRow,
  now: Date,
): OutboxMessageInput[] {
  return event === 'received'
    ? appointmentRequestedMessages(ctx, links, venueSettings.bookingRequests)
    : confirmedMessages(ctx, links, now, true);
}

/**
 * The messages of a booking being written, from the context its writer already holds (decision 046 addendum): no read
 * of the appointment after its insert, and the records go into the insert's own statement. `manageToken`: the plain
 * manage token the booking issued (none when the customer gave no contact, so no manage link is sent). Reads only to
 * drop reminders to a contact that opted out (a confirmed booking).
 */
export async function newBookingRecords(
  db: Db,
  ctx: AppointmentContext,
  venueSettings: VenueNotificationSettingsRow,
  event: BookingEvent,
  settings: NotificationSettings,
  manageToken?: string,
): Promise<OutboxRecords> {
  const optOut = optOutLinks(ctx, settings);
  const links: MessageLinks = {
    publicUrl: settings.publicUrl,
    ...optOut.urls,
    ...(manageToken ? manageLinks(settings.publicUrl, manageToken) : {}),
  };
  const addressed = bookingEventMessages(event, ctx, links, venueSettings, settings.now()).filter((msg) => msg.to !== '');
  return outboxRecords(await withoutOptedOut(db, ctx.venueId, addressed), optOut.tokens);
}
