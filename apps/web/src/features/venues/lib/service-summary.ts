import { messages } from '@randevu/contracts/messages';
import type { VenueDetail } from '@randevu/contracts';
import { fill, formatLira } from '@/lib/format';

export interface ServiceSummary {
  /** '₺350' or '₺350 - ₺450'. */
  price: string;
  /** '45 dk' or '45 - 60 dk'. */
  duration: string;
}

const range = (values: number[], format: (v: number) => string) => {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? format(min) : `${format(min)} - ${format(max)}`;
};

const minutes = (text: string) => fill(messages.venues.durationMinutes, { minutes: text });

/** Price and duration of a service at the venue: the range over its active sub-services, else the catalogue values. */
export function summariseService(venue: VenueDetail, serviceId: number): ServiceSummary | null {
  const service = venue.services.find((s) => s.id === serviceId);
  if (!service) return null;
  const subs = venue.sub_services.filter((s) => s.service_id === serviceId);
  if (!subs.length) return { price: formatLira(service.price), duration: minutes(String(service.duration_minutes)) };
  return {
    price: range(
      subs.map((s) => s.price),
      formatLira,
    ),
    duration: minutes(
      range(
        subs.map((s) => s.duration_minutes),
        String,
      ),
    ),
  };
}
