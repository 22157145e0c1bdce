import { CLOSED_DAYS_MAX_SPAN, messages, type ClosedDay } from '@randevu/contracts';
import { addDays, isoWeekday, nextVenueMidnight } from '../../lib/time';
import { badRequest, notFound } from '../../lib/errors';
import type { AvailabilityRepository } from './availability.repository';
import { openHolidayDates, toHolidayRule, turkishHolidaysBetween } from './turkish-holidays';

/**
 * GET /api/venues/{id}/closed-days: the venue days of [from, to] the booking sheet marks: a public holiday
 * the venue keeps closed ('Resmî tatil'; an eve is a half day), an owner's closure and the weekly day off ('Kapalı').
 * A closure wins over a holiday, and a holiday over the weekly day off (an eve on the day off is a day off). A day the
 * owner opened (decision 100) is closed only by a closure. Cached until the next venue midnight.
 */
export async function listClosedDays(
  repo: AvailabilityRepository,
  venueId: number,
  from: string,
  to: string,
  now: Date,
): Promise<{ days: ClosedDay[]; expiresAt: number }> {
  if (addDays(from, CLOSED_DAYS_MAX_SPAN - 1) < to) {
    const message = messages.availabilityRules.closedDaysSpan.replace('{days}', String(CLOSED_DAYS_MAX_SPAN));
    throw badRequest(message, { to: message });
  }
  const calendar = await repo.findVenueCalendar(venueId, from, to);
  if (!calendar) throw notFound(messages.venues.notFound, 'VENUE_NOT_FOUND');
  const open = new Set(calendar.weekdays.map(Number));
  const opened = openHolidayDates(from, to, toHolidayRule(calendar.holidays));
  const openedDays = new Set(calendar.opened_days);
  const holidays = new Map(turkishHolidaysBetween(from, to).map((h) => [h.date, h]));
  const days: ClosedDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const holiday = holidays.get(date);
    if (calendar.closures.some((c) => c.start_date <= date && date <= c.end_date)) {
      days.push({ date, kind: 'closure', name: null, half_day: false });
    } else if (openedDays.has(date)) {
      continue;
    } else if (holiday && !opened.has(date) && (open.has(isoWeekday(date)) || !holiday.halfDay)) {
      days.push({ date, kind: 'holiday', name: holiday.name, half_day: holiday.halfDay });
    } else if (!open.has(isoWeekday(date))) {
      days.push({ date, kind: 'weekly', name: null, half_day: false });
    }
  }
  return { days, expiresAt: nextVenueMidnight(now).getTime() };
}
