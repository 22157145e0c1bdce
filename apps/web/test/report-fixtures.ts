import type { OwnerReport } from '@randevu/contracts';
import { addDays } from '@randevu/contracts';

/** Every day of [from, to] with nothing booked: what the API answers for an empty period. */
const days = (from: string, to: string) => {
  const out: OwnerReport['by_day'] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push({ date: d, booked: 0, completed: 0, revenue: 0 });
  return out;
};

/** A report of [from, to] as GET /api/owner/venues/{id}/reports answers it; figures on its first two days. */
export function ownerReport(from: string, to: string, over: Partial<OwnerReport> = {}): OwnerReport {
  const byDay = days(from, to);
  byDay[0] = { date: from, booked: 3, completed: 2, revenue: 1250.5 };
  if (byDay[1]) byDay[1] = { ...byDay[1], booked: 1 };
  return {
    venue_id: 4,
    from,
    to,
    totals: {
      appointments: 6,
      booked: 4,
      completed: 2,
      upcoming: 1,
      cancelled_by_customer: 1,
      cancelled_by_owner: 1,
      expired: 0,
      no_show: 1,
      revenue: 1250.5,
      average_per_visit: 625.25,
      cancellation_rate: 0.3333,
      no_show_rate: 0.3333,
    },
    by_day: byDay,
    busiest_hours: [
      { weekday: 1, hour: 10, booked: 3 },
      { weekday: 2, hour: 14, booked: 1 },
    ],
    by_expert: [
      {
        expert_id: 7,
        name: 'Zeynep Ak',
        booked: 3,
        completed: 2,
        no_show: 1,
        revenue: 1250.5,
        booked_minutes: 90,
        available_minutes: 600,
        occupancy: 0.15,
      },
      {
        expert_id: 8,
        name: 'Ali Can',
        booked: 1,
        completed: 0,
        no_show: 0,
        revenue: 0,
        booked_minutes: 45,
        available_minutes: 0,
        occupancy: null,
      },
    ],
    by_sub_service: [{ sub_service_id: 51, name: 'Kesim', booked: 4, completed: 2, revenue: 1250.5 }],
    customers: { total: 3, new: 2, returning: 1 },
    ...over,
  };
}

/** The same period with no appointment at all. */
export const emptyReport = (from: string, to: string): OwnerReport => ({
  ...ownerReport(from, to),
  totals: {
    appointments: 0,
    booked: 0,
    completed: 0,
    upcoming: 0,
    cancelled_by_customer: 0,
    cancelled_by_owner: 0,
    expired: 0,
    no_show: 0,
    revenue: 0,
    average_per_visit: null,
    cancellation_rate: null,
    no_show_rate: null,
  },
  by_day: days(from, to),
  busiest_hours: [],
  by_expert: [],
  by_sub_service: [],
  customers: { total: 0, new: 0, returning: 0 },
});
