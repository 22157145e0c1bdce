import { SAC_KESIMI } from '../apps/api/test/factories';

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
