import { messages } from '@randevu/contracts/messages';
import type { VenueDetail } from '@randevu/contracts';
import { fill } from '@/lib/format';

/** A venue page's meta description (the client sets it; the server-rendered venue page carries it too). */
export const venueDescription = (venue: VenueDetail) =>
  fill(messages.venues.venueMetaDescription, { name: venue.name, district: venue.district.name, city: venue.city.name });
