import type { Db } from '../apps/api/src/db/client';
import { addDays, isoWeekday, toVenueWallTime } from '../apps/api/src/lib/time';
import { SAC_KESIMI, createExpert, createOwner, createSubService, createVenue } from '../apps/api/test/factories';

/** Where a bench books: an expert of a venue and the sub-service of Saç Kesimi they offer. */
export interface BenchSlotOwner {
  expertId: number;
  venueId: number;
  subServiceId: number;
}

/** The JSON body of the i-th guest booking of a bench (POST /api/appointments/public): its own e-mail and phone. */
export const guestBookingBody = (e: BenchSlotOwner, date: string, time: string, i: number) =>
  JSON.stringify({
    first_name: 'Ölçüm',
    last_name: 'Müşterisi',
    email: `olcum${i}@example.com`,
    phone: `+90533${String(i % 10_000_000).padStart(7, '0')}`,
    expert_id: e.expertId,
    venue_id: e.venueId,
    service_id: SAC_KESIMI,
    sub_service_id: e.subServiceId,
    appointment_date: date,
    appointment_time: time,
  });

/** Where bench:booking-writes and bench:booking-sql book: 100 experts in 10 venues, each offering one 45-minute cut. */
export async function seedBookingExperts(db: Db): Promise<BenchSlotOwner[]> {
  const experts: BenchSlotOwner[] = [];
  for (let v = 0; v < 10; v++) {
    const owner = await createOwner(db);
    const venue = await createVenue(db, { ownerId: owner.id, slotIntervalMinutes: 15, name: `Yazma Salonu ${v + 1}` });
    const sub = await createSubService(db, { venueId: venue.id, durationMinutes: 45 });
    for (let e = 0; e < 10; e++) {
      const expert = await createExpert(db, { venueId: venue.id, subServiceIds: [sub.id] });
      experts.push({ expertId: expert.id, venueId: venue.id, subServiceId: sub.id });
    }
  }
  return experts;
}

const TIMES = Array.from({ length: 12 }, (_, i) => {
  const minutes = 9 * 60 + i * 45;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * The i-th slot of a run: experts in turn, then 45-minute starts from 09:00, then the next day (85 days from tomorrow,
 * Sundays left out), so no slot is asked twice while i grows.
 */
export function benchSlots(experts: BenchSlotOwner[]) {
  const today = toVenueWallTime(new Date()).date;
  const days = Array.from({ length: 85 }, (_, i) => addDays(today, i + 1)).filter((d) => isoWeekday(d) !== 7);
  return (i: number) => {
    const k = Math.floor(i / experts.length);
    return {
      owner: experts[i % experts.length]!,
      date: days[Math.floor(k / TIMES.length) % days.length]!,
      time: TIMES[k % TIMES.length]!,
    };
  };
}
