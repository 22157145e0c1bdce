import Holidays from 'date-holidays';
import { addDays } from '../../lib/time';

/**
 * Turkey's official public holidays of a year (Law 2429), one entry per venue day (decision 031).
 *
 * The dates come from `date-holidays` (its Hijri computation of Ramazan and Kurban Bayramı matches the Diyanet
 * calendar for 2026 and 2027; a test pins both years). Its hours are not Turkey's (it runs a bayram from 18:00 the
 * evening before until 12:00 after its last day) and it has no eves, so only the first day of each holiday is read
 * from it and the rest is ours: Ramazan Bayramı lasts 3 days and Kurban Bayramı 4; the eve (arife) of each and
 * 28 October (the eve of Cumhuriyet Bayramı) are half days, closed from 13:00.
 */
export interface PublicHoliday {
  /** The venue day, 'YYYY-MM-DD'. */
  date: string;
  /** Its Turkish name, e.g. 'Kurban Bayramı (2. gün)'. */
  name: string;
  /** Closed from 13:00 only (eves); otherwise the whole day. */
  halfDay: boolean;
}

/** Minutes since midnight from which a half-day holiday is closed. */
export const HALF_DAY_CLOSES_AT = 13 * 60;

const source = new Holidays('TR');
const LUNAR_DAYS: Record<string, number> = { 'Ramazan Bayramı': 3, 'Kurban Bayramı': 4 };
const cache = new Map<number, PublicHoliday[]>();

function compute(year: number): PublicHoliday[] {
  const days: PublicHoliday[] = [];
  for (const h of source.getHolidays(year, 'tr')) {
    if (h.type !== 'public') continue;
    const first = h.date.slice(0, 10);
    const length = LUNAR_DAYS[h.name];
    if (length === undefined) {
      days.push({ date: first, name: h.name, halfDay: false });
      continue;
    }
    days.push({ date: addDays(first, -1), name: `${h.name} Arifesi`, halfDay: true });
    for (let i = 0; i < length; i++) days.push({ date: addDays(first, i), name: `${h.name} (${i + 1}. gün)`, halfDay: false });
  }
  days.push({ date: `${year}-10-28`, name: 'Cumhuriyet Bayramı Arifesi', halfDay: true });
  // Two holidays on one day (19 May 2027 is Kurban Bayramı's 4th day and 19 Mayıs) are one entry; a whole day wins
  // over an eve. An eve of a bayram that starts on 1 January would belong to the year before: each year keeps its own.
  const byDate = new Map<string, PublicHoliday>();
  for (const d of days) {
    if (!d.date.startsWith(`${year}-`)) continue;
    const seen = byDate.get(d.date);
    if (!seen) byDate.set(d.date, d);
    else if (seen.halfDay && !d.halfDay) byDate.set(d.date, d);
    else if (seen.halfDay === d.halfDay) byDate.set(d.date, { ...seen, name: `${seen.name}, ${d.name}` });
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The holidays of `year`, ascending by date. */
export function turkishHolidays(year: number): readonly PublicHoliday[] {
  let days = cache.get(year);
  if (!days) {
    days = compute(year);
    cache.set(year, days);
  }
  return days;
}

/** The holidays between two venue days, inclusive. */
export function turkishHolidaysBetween(from: string, to: string): PublicHoliday[] {
  const out: PublicHoliday[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    for (const d of turkishHolidays(y)) if (d.date >= from && d.date <= to) out.push(d);
  }
  return out;
}

/** The holiday on one venue day, or null. */
export const turkishHolidayOn = (date: string): PublicHoliday | null =>
  turkishHolidays(Number(date.slice(0, 4))).find((d) => d.date === date) ?? null;

/**
 * A venue's holiday choices (decision 096): its answer for whole holidays and for eves, which decides every year, and
 * the days the owner set one by one (`venue_holiday_openings`: true opens, false closes).
 */
export interface VenueHolidayRule {
  holidaysOpen: boolean;
  evesOpen: boolean;
  days: ReadonlyMap<string, boolean>;
}

/** The rule from its json (`holidayRuleJson`); no venue row: the law's default, every holiday closed. */
export const toHolidayRule = (
  row: { holidays_open: boolean; eves_open: boolean; days: { date: string; open: boolean }[] } | null | undefined,
): VenueHolidayRule => ({
  holidaysOpen: row?.holidays_open ?? false,
  evesOpen: row?.eves_open ?? false,
  days: new Map((row?.days ?? []).map((d) => [d.date, d.open])),
});

/** Whether the venue opens on this holiday: the day's own choice, else the answer for its kind. */
export const isHolidayOpen = (h: PublicHoliday, rule: VenueHolidayRule): boolean =>
  rule.days.get(h.date) ?? (h.halfDay ? rule.evesOpen : rule.holidaysOpen);

/** The holidays between two venue days (inclusive) that the venue opens. */
export const openHolidayDates = (from: string, to: string, rule: VenueHolidayRule): Set<string> =>
  new Set(
    turkishHolidaysBetween(from, to)
      .filter((h) => isHolidayOpen(h, rule))
      .map((h) => h.date),
  );
