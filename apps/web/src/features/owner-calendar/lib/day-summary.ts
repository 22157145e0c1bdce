import type { CalendarAppointment, OwnerCalendar } from '@randevu/contracts';

export interface DaySummary {
  /** The day's appointments on the calendar (cancelled and expired ones are not on it). */
  count: number;
  /** The day's requests waiting for the owner, by start. */
  pending: CalendarAppointment[];
  /** Pending, confirmed and completed appointments' prices, in integer kuruş (a no-show brings nothing). */
  revenueKurus: number;
}

const EARNING = new Set(['pending', 'confirmed', 'completed']);

/** The figures of the strip above the calendar for `date` (decision 076), from the calendar's own payload. */
export function daySummary(data: OwnerCalendar, date: string): DaySummary {
  const day = data.appointments.filter((a) => a.appointment_date === date);
  return {
    count: day.length,
    pending: day.filter((a) => a.status === 'pending').sort((a, b) => (a.starts_at_local < b.starts_at_local ? -1 : 1)),
    // The payload speaks lira with at most two decimals; summed as kuruş so that no float error adds up.
    revenueKurus: day.filter((a) => EARNING.has(a.status)).reduce((sum, a) => sum + Math.round(a.price * 100), 0),
  };
}
