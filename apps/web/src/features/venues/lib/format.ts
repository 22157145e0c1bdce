import { WEEKDAYS, WEEKDAY_LABELS_TR } from '@randevu/contracts/messages';
import type { PublicWorkingHours } from '@randevu/contracts';

export interface DayHours {
  day: (typeof WEEKDAYS)[number];
  label: string;
  hours: [string, string] | null;
}

/** Monday-first rows with Turkish day names for an opening-hours table. */
export const weekRows = (hours: PublicWorkingHours): DayHours[] =>
  WEEKDAYS.map((day) => ({ day, label: WEEKDAY_LABELS_TR[day], hours: hours[day] }));

/** Consecutive open days with the same hours, e.g. 'Pazartesi - Cuma 09:00 - 19:00'. */
export function summariseHours(hours: PublicWorkingHours): { days: string; hours: string }[] {
  const groups: { from: string; to: string; hours: string }[] = [];
  for (const row of weekRows(hours)) {
    if (!row.hours) continue;
    const text = `${row.hours[0]} - ${row.hours[1]}`;
    const last = groups[groups.length - 1];
    const prevDay = WEEKDAYS[WEEKDAYS.indexOf(row.day) - 1];
    if (last && last.hours === text && prevDay && WEEKDAY_LABELS_TR[prevDay] === last.to) last.to = row.label;
    else groups.push({ from: row.label, to: row.label, hours: text });
  }
  return groups.map((g) => ({ days: g.from === g.to ? g.from : `${g.from} - ${g.to}`, hours: g.hours }));
}

/** The app's one phone formatter (lib/format-phone.ts), kept here for the venue pages' imports. */
export { formatPhone } from '../../../lib/format-phone';
