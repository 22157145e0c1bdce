import { messages, type ClosedDay, type VenueDetail } from '@randevu/contracts';
import { weekdayOf } from './week';

const ar = messages.availabilityRules;

/** How the date strip marks a day the venue does not (fully) work. */
export interface DayMark {
  kind: 'holiday' | 'closed' | 'half';
  /** 'Resmî tatil', 'Kapalı' or 'Yarım gün': shown in the tile and part of its accessible name. */
  label: string;
  /** A holiday kept closed or a closed day cannot be chosen; a half day can. */
  unavailable: boolean;
  /** The holiday's name, for holidays. */
  name: string | null;
  /** What the time list says when the day has no times; null: the usual 'Bu tarih için müsait saat yok'. */
  empty: string | null;
}

const closed = (name: string | null = null): DayMark => ({
  kind: 'closed',
  label: ar.dayClosed,
  unavailable: true,
  name,
  empty: ar.emptyClosed,
});

/**
 * The marks of the closed days the API listed (GET /api/venues/{id}/closed-days), by date. A holiday eve on a weekday
 * the venue does not work is simply closed: the API names the holiday before the weekly day off.
 */
export function dayMarks(days: readonly ClosedDay[], workingHours: VenueDetail['working_hours']): Map<string, DayMark> {
  const marks = new Map<string, DayMark>();
  for (const day of days) {
    if (day.kind !== 'holiday') marks.set(day.date, closed());
    else if (!day.half_day) {
      const name = day.name ?? ar.dayHoliday;
      const empty = ar.emptyHoliday.replace('{name}', name);
      marks.set(day.date, { kind: 'holiday', label: ar.dayHoliday, unavailable: true, name, empty });
    } else if (!workingHours[weekdayOf(day.date)]) marks.set(day.date, closed(day.name));
    else marks.set(day.date, { kind: 'half', label: ar.dayHalf, unavailable: false, name: day.name, empty: null });
  }
  return marks;
}
