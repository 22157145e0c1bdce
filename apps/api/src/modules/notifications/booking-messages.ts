import type { AppointmentContext, VenueNotificationSettingsRow } from './notifications.repository';
import type { OutboxMessageInput } from './outbox-sql';
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
    ? appointmentRequestedMessages(ctx, links, venueSettings.bookingRequests, venueSettings.bookingRequestsSms)
    : confirmedMessages(ctx, links, now, true);
}
