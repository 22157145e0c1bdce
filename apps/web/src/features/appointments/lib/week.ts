import { addDays, mondayOf, BOOKING_HORIZON_DAYS, VENUE_TIME_ZONE, messages } from '@randevu/contracts';

/**
 * Calendar days of the venue (Europe/Istanbul) as 'YYYY-MM-DD' strings. Arithmetic runs on UTC
 * dates so that the browser's own zone never shifts a day (ARCHITECTURE rule 7).
 */
const venueDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in venue time. */
export function venueToday(now: Date = new Date()): string {
  const p = Object.fromEntries(venueDate.formatToParts(now).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

// Date arithmetic is the one shared copy in contracts/calendar.ts.
export { addDays, isoWeekday, mondayOf, weekdayOf } from '@randevu/contracts';

const toUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};

export interface StripDay {
  date: string;
  /** 'Pzt' … 'Paz'. */
  short: string;
  /** Day of the month, e.g. '10'. */
  dayOfMonth: string;
  /** 'Pazartesi, 10 Mart' for screen readers and the summary. */
  long: string;
  isToday: boolean;
  /** Before today or beyond the booking horizon. */
  disabled: boolean;
}

const longFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const shortMonth = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', day: 'numeric', month: 'short' });

export const formatLongDate = (date: string) => longFormat.format(toUtc(date));
export const formatShortDate = (date: string) => shortMonth.format(toUtc(date));

export const lastBookableDay = (today: string) => addDays(today, BOOKING_HORIZON_DAYS);

/** Monday to Sunday of the week starting `monday`, with past days and days beyond the horizon disabled. */
export function weekStrip(monday: string, today: string): StripDay[] {
  const last = lastBookableDay(today);
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    return {
      date,
      short: messages.appointments.weekdayShort[i]!,
      dayOfMonth: String(Number(date.slice(8))),
      long: formatLongDate(date),
      isToday: date === today,
      disabled: date < today || date > last,
    };
  });
}

/** Week navigation: never before the current week, never past the horizon. */
export function canGoToWeek(monday: string, today: string): boolean {
  return monday >= mondayOf(today) && monday <= lastBookableDay(today);
}
