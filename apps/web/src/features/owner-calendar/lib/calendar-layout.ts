import {
  addDays,
  weekdayOf,
  type CalendarAppointment,
  type CalendarExpert,
  type OwnerCalendar,
  type TimeOff,
} from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
// Relative, not '@/': the unit test project loads this file without the Vite aliases.
import { fill } from '../../../lib/format';

const t = messages.ownerCalendar.page;

/** 'HH:mm' → minutes after midnight. */
export const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Minutes after midnight → 'HH:mm' (24:00 stays 24:00, the end of a day). */
export const toHhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A shaded stretch of one expert's day: outside their hours, a break, time off, a closure or a closed holiday. */
export interface Shade {
  kind: 'off' | 'break' | 'timeOff' | 'closure' | 'holiday';
  start: number;
  end: number;
  label: string;
  /** The expert's time off behind a 'timeOff' shade: the calendar offers to remove it. */
  timeOff?: TimeOff;
}

/** The expert's own hours for `date` (decision 100), overriding the weekly ones; undefined without. */
export const expertDayOverride = (data: Pick<OwnerCalendar, 'expert_days'>, expertId: number, date: string) =>
  data.expert_days.find((d) => d.expert_id === expertId && d.date === date);

/** The venue's opened day `date` (decision 100): its hours override the weekly day off and a holiday. */
export const venueDayOf = (data: Pick<OwnerCalendar, 'venue_days'>, date: string) => data.venue_days.find((d) => d.date === date);

/** The day's [start, end] of an expert's hours with their breaks, the date's own ones first (decision 100); null on a day off. */
export function expertDay(expert: CalendarExpert, date: string, data?: Pick<OwnerCalendar, 'expert_days'>) {
  const own = data ? expertDayOverride(data, expert.id, date) : undefined;
  if (own) return own.off || !own.start || !own.end ? null : { start: own.start, end: own.end, breaks: own.breaks };
  const day = expert.working_hours[weekdayOf(date)];
  if (!day) return null;
  return Array.isArray(day) ? { start: day[0], end: day[1], breaks: [] as [string, string][] } : day;
}

/** The part of a 'YYYY-MM-DDTHH:mm' interval that falls on `date`, in minutes of that day; null when none. */
function clipToDay(startsAt: string, endsAt: string, date: string): [number, number] | null {
  const dayStart = `${date}T00:00`;
  const dayEnd = `${addDays(date, 1)}T00:00`;
  if (endsAt <= dayStart || startsAt >= dayEnd) return null;
  const s = startsAt <= dayStart ? 0 : toMinutes(startsAt.slice(11));
  const e = endsAt >= dayEnd ? 24 * 60 : toMinutes(endsAt.slice(11));
  return e > s ? [s, e] : null;
}

/** Everything shaded in one expert's column on `date`, with its text label (never colour alone). */
export function shadesFor(data: OwnerCalendar, expert: CalendarExpert, date: string): Shade[] {
  const shades: Shade[] = [];
  const closure = data.closures.find((c) => c.start_date <= date && date <= c.end_date);
  if (closure)
    return [{ kind: 'closure', start: 0, end: 24 * 60, label: closure.reason ? `${t.closure}: ${closure.reason}` : t.closure }];
  const holiday = venueDayOf(data, date) ? undefined : data.holidays.find((h) => h.date === date && !h.open);
  if (holiday) {
    const label = fill(t.holiday, { name: holiday.name });
    shades.push({ kind: 'holiday', start: holiday.half_day ? 13 * 60 : 0, end: 24 * 60, label });
  }
  const day = expertDay(expert, date, data);
  if (!day) {
    const label = expertDayOverride(data, expert.id, date)?.off ? messages.dayHours.dayOff : t.notWorking;
    shades.push({ kind: 'off', start: 0, end: 24 * 60, label });
  } else {
    shades.push({ kind: 'off', start: 0, end: toMinutes(day.start), label: t.notWorking });
    shades.push({ kind: 'off', start: toMinutes(day.end), end: 24 * 60, label: t.notWorking });
    for (const [s, e] of day.breaks) shades.push({ kind: 'break', start: toMinutes(s), end: toMinutes(e), label: t.break });
  }
  for (const off of data.time_off.filter((o) => o.expert_id === expert.id)) {
    const span = clipToDay(off.starts_at, off.ends_at, date);
    if (span)
      shades.push({
        kind: 'timeOff',
        start: span[0],
        end: span[1],
        label: off.reason ? `${t.timeOff}: ${off.reason}` : t.timeOff,
        timeOff: off,
      });
  }
  return shades.filter((s) => s.end > s.start);
}

/** The appointments of one expert on one date, by start. */
export const appointmentsOf = (data: OwnerCalendar, expertId: number, date: string): CalendarAppointment[] =>
  data.appointments
    .filter((a) => a.expert_id === expertId && a.appointment_date === date)
    .sort((a, b) => (a.starts_at_local < b.starts_at_local ? -1 : 1));

/** Whether the owner may move an appointment (dialog or drag): the server's `allowed_actions` say (decision 059). */
export const canMove = (a: CalendarAppointment): boolean => a.allowed_actions.includes('move');

/** The venue's open hours on `date` in minutes (an opened day's first), or null when it is closed that weekday. */
export function venueHours(data: OwnerCalendar, date: string): [number, number] | null {
  const opened = venueDayOf(data, date);
  if (opened) return [toMinutes(opened.start), toMinutes(opened.end)];
  const hours = data.venue_hours[weekdayOf(date)];
  return hours ? [toMinutes(hours[0]), toMinutes(hours[1])] : null;
}

/**
 * The time axis of the given dates: the venue's hours, widened to the experts' own hours and every shown appointment (an owner may have booked
 * outside hours), whole hours; 09:00–18:00 when the venue is closed every shown day and nothing is booked.
 */
export function axisRange(data: OwnerCalendar, dates: string[], expertIds: number[]): [number, number] {
  let start = Infinity;
  let end = -Infinity;
  for (const date of dates) {
    const hours = venueHours(data, date);
    if (hours) [start, end] = [Math.min(start, hours[0]), Math.max(end, hours[1])];
  }
  // An expert's own hours of a shown date may reach past the venue's (decision 100).
  for (const d of data.expert_days) {
    if (!dates.includes(d.date) || !expertIds.includes(d.expert_id) || !d.start || !d.end) continue;
    [start, end] = [Math.min(start, toMinutes(d.start)), Math.max(end, toMinutes(d.end))];
  }
  for (const a of data.appointments) {
    if (!dates.includes(a.appointment_date) || !expertIds.includes(a.expert_id)) continue;
    const s = toMinutes(a.starts_at_local.slice(11));
    start = Math.min(start, s);
    end = Math.max(end, a.ends_at_local.slice(0, 10) > a.appointment_date ? 24 * 60 : toMinutes(a.ends_at_local.slice(11)));
  }
  if (!Number.isFinite(start)) return [9 * 60, 18 * 60];
  return [Math.floor(start / 60) * 60, Math.min(24 * 60, Math.ceil(end / 60) * 60)];
}

/** Experts with a column on `dates`: the active ones, and inactive ones with an appointment there. */
export const shownExperts = (data: OwnerCalendar, dates: string[]): CalendarExpert[] =>
  data.experts.filter(
    (e) => e.is_active || data.appointments.some((a) => a.expert_id === e.id && dates.includes(a.appointment_date)),
  );

/** The seven dates of the week (Monday first) that holds `date`. */
export function weekOf(date: string): string[] {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return Array.from({ length: 7 }, (_, i) => addDays(date, i - weekday));
}

/** The free half-hour starts of a column: inside the axis, not under an appointment. */
export function freeSlots(range: [number, number], appointments: CalendarAppointment[], step = 30): number[] {
  const busy = appointments.map((a) => [
    toMinutes(a.starts_at_local.slice(11)),
    toMinutes(a.starts_at_local.slice(11)) + a.duration_minutes,
  ]);
  const slots: number[] = [];
  for (let m = range[0]; m + step <= range[1]; m += step) if (!busy.some(([s, e]) => m < e! && m + step > s!)) slots.push(m);
  return slots;
}

/**
 * The day's columns on a phone (decision 076): the expert whose next appointment (the earliest one not yet over at
 * `now`, venue wall time) comes first leads, then the others by that time; experts with nothing left keep their order.
 */
export function orderByNextAppointment(
  data: OwnerCalendar,
  experts: CalendarExpert[],
  date: string,
  now: string,
): CalendarExpert[] {
  const next = new Map<number, string>();
  for (const a of data.appointments) {
    if (a.appointment_date !== date || a.ends_at_local <= now) continue;
    const known = next.get(a.expert_id);
    if (known === undefined || a.starts_at_local < known) next.set(a.expert_id, a.starts_at_local);
  }
  const rank = (e: CalendarExpert) => next.get(e.id) ?? '~';
  return experts
    .map((e, i) => ({ e, i }))
    .sort((x, y) => (rank(x.e) < rank(y.e) ? -1 : rank(x.e) > rank(y.e) ? 1 : x.i - y.i))
    .map(({ e }) => e);
}

/** 'Kapıdan müşteri': the first expert working at `now` with no appointment then; null when every one is busy or off. */
export function freeExpertNow(data: OwnerCalendar, experts: CalendarExpert[], now: string): CalendarExpert | null {
  const date = now.slice(0, 10);
  const minute = toMinutes(now.slice(11));
  return (
    experts.find((e) => {
      const working = !shadesFor(data, e, date).some((s) => s.start <= minute && minute < s.end);
      const busy = data.appointments.some((a) => a.expert_id === e.id && a.starts_at_local <= now && now < a.ends_at_local);
      return e.is_active && working && !busy;
    }) ?? null
  );
}

/** A walk-in's start: now, rounded up to the next five minutes (the time field's step). */
export function walkInTime(now: string): string {
  const minutes = Math.ceil(toMinutes(now.slice(11)) / 5) * 5;
  return toHhmm(Math.min(minutes, 24 * 60 - 5));
}
