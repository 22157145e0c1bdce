/** One expert's appointments and their reviews in the scale data set (db/scale/generate.ts). */
import type { ChunkInput, ChunkRows, Random } from './chunk';
import { COMMENTS, NAMES, SURNAMES } from './words';

export const DAY_MS = 86_400_000;
/** Türkiye has kept UTC+3 all year since 2016. */
export const OFFSET_MS = 3 * 3_600_000;

export type Offer = { id: number; serviceId: number; name: string; serviceName: string; price: number; duration: number };

/**
 * One expert's appointments: on distinct working days of the two years, one to three back to back from the start of
 * the day (so no two of an expert overlap, whatever their status); past ones mostly completed, future ones mostly
 * confirmed (a few pending requests of the last day). A third of the completed ones get a review. Returns the reviews' count and rating sum.
 */
export function appointments(
  r: Random,
  input: ChunkInput,
  x: { venueId: number; expertId: number; expertName: string; late: boolean; offers: Offer[] },
  out: ChunkRows,
) {
  const target = r.int(Math.round(input.appointmentsPerExpert * 0.5), Math.round(input.appointmentsPerExpert * 1.5));
  const days = new Set<number>();
  for (let tries = 0; days.size < Math.ceil(target / 2) && tries < target * 4; tries++) days.add(r.int(-365, 364));
  let left = target;
  let count = 0;
  let sum = 0;
  for (const day of [...days].sort((a, b) => a - b)) {
    const midnight = input.anchor + day * DAY_MS;
    if (new Date(midnight).getUTCDay() === 0) continue; // no Sunday hours
    let start = midnight - OFFSET_MS + ((x.late ? 11 : 9) * 60 + r.pick([0, 30, 60])) * 60_000;
    const dayEnd = midnight - OFFSET_MS + (x.late ? 20 : 18) * 3_600_000;
    for (let k = r.int(1, 3); k > 0 && left > 0; k--, left--) {
      const o = r.pick(x.offers);
      const end = start + o.duration * 60_000;
      if (end > dayEnd) break;
      const past = day < 0;
      const status = past
        ? r.weighted([
            ['completed', 78],
            ['cancelled', 12],
            ['no_show', 6],
            ['expired', 4],
          ] as const)
        : // A request waits at most 24 hours for the owner (decision 036), so only the last day's unanswered ones are
          // pending: about one future appointment in a thousand (at factor 100, 12,800 bookings a day, a third of a
          // day's left unanswered). 20 % before (891,157 at factor 100, all expiring on the anchor day: a server up
          // that day spent hours sweeping them, under every benchmark).
          r.weighted([
            ['confirmed', 849],
            ['pending', 1],
            ['cancelled', 150],
          ] as const);
      const id = input.id('appointments');
      const ahead = r.int(1, 20);
      // A request still pending was made in the last hours before the anchor day, so it expires in the day's hours
      // (decision 036: at most 24 hours, never later than 2 hours before the start), not at the first sweep.
      const created = status === 'pending' ? Math.min(input.anchor - ahead * 3_600_000, start - DAY_MS) : start - ahead * DAY_MS;
      const cancelled = status === 'cancelled';
      out.appointments.push({
        id,
        venue_id: x.venueId,
        expert_id: x.expertId,
        service_id: o.serviceId,
        sub_service_id: o.id,
        customer_first_name: r.pick(NAMES),
        customer_last_name: r.pick(SURNAMES),
        customer_email: `musteri${r.int(1, 400_000)}@example.com`,
        customer_phone: `+90532${String(r.int(0, 9_999_999)).padStart(7, '0')}`,
        status,
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(end).toISOString(),
        duration_minutes: o.duration,
        price_kurus: o.price,
        service_name: o.serviceName,
        sub_service_name: o.name,
        expert_name: x.expertName,
        cancelled_at: cancelled ? new Date(created + 3_600_000).toISOString() : null,
        cancelled_by: cancelled ? r.pick(['user', 'owner', 'guest'] as const) : null,
        booked_by: r.next() < 0.15 ? 'owner' : 'customer',
        expires_at: status === 'pending' ? new Date(Math.min(created + DAY_MS, start - 7_200_000)).toISOString() : null,
        created_at: new Date(created).toISOString(),
      });
      if (status === 'completed' && r.next() < 0.33) {
        const rating = r.weighted([
          [5, 50],
          [4, 25],
          [3, 12],
          [2, 6],
          [1, 7],
        ] as const);
        out.reviews.push({
          appointment_id: id,
          venue_id: x.venueId,
          rating,
          comment: r.pick(COMMENTS),
          created_at: new Date(end + r.int(1, 48) * 3_600_000).toISOString(),
        });
        count++;
        sum += rating;
      }
      start = end;
    }
  }
  return { count, sum };
}
