import {
  resolveDurationMinutes,
  resolvePrice,
  type PublicExpert,
  type VenueDetail,
  type VenueSubService,
} from '@randevu/contracts';
import { addDays, weekdayOf } from './week';

/** Active experts who offer this service actively (docs/product-public.md#booking). */
export function bookableExperts(venue: VenueDetail, serviceId: number): PublicExpert[] {
  return venue.experts.filter((e) => e.is_active && e.active_services.some((s) => s.id === serviceId && s.pivot.is_active));
}

/** Every active sub-service of this service at the venue. */
export function activeSubServices(venue: VenueDetail, serviceId: number): VenueSubService[] {
  return venue.sub_services.filter((s) => s.service_id === serviceId && s.is_active);
}

/**
 * The sub-services to offer with `expert`: the active ones of the service that the expert
 * performs; when the expert's list names none of them, all of them (the server has the last word).
 */
export function subServicesFor(venue: VenueDetail, serviceId: number, expert: PublicExpert | undefined): VenueSubService[] {
  const all = activeSubServices(venue, serviceId);
  if (!expert) return all;
  const offered = new Set(expert.active_sub_services.map((s) => s.id));
  const mine = all.filter((s) => offered.has(s.id));
  return mine.length ? mine : all;
}

/** What the customer will pay and how long it takes with this expert: the server's precedence rules (contracts/pricing). */
export function priceAndDuration(
  sub: VenueSubService,
  expert: PublicExpert | undefined,
): { price: number; durationMinutes: number } {
  const custom = expert?.active_sub_services.find((s) => s.id === sub.id);
  const service = expert?.active_services.find((s) => s.id === sub.service_id);
  return {
    price: resolvePrice({
      expertSubService: custom?.custom_price,
      subService: sub.price,
      expertService: service?.custom_price,
      serviceDefault: sub.price,
    }),
    durationMinutes: resolveDurationMinutes({
      expertSubServiceMinutes: custom?.custom_duration_minutes,
      subServiceMinutes: sub.duration_minutes,
      expertServiceMinutes: service?.custom_duration_minutes,
    }),
  };
}

/** The first day from `from` (within two weeks) on which both the venue and the expert work; else `from`. */
export function firstWorkingDay(venue: VenueDetail, expert: PublicExpert | undefined, from: string): string {
  for (let i = 0; i < 14; i++) {
    const date = addDays(from, i);
    const day = weekdayOf(date);
    if (venue.working_hours[day] && (!expert || expert.working_hours[day])) return date;
  }
  return from;
}
