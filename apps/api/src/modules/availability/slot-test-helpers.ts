import { venueWallTimeToInstant } from '../../lib/time';
import type { BusyInterval, SlotInput } from './slot-calculator';

/** Shared by the slot function's tests: 'HH:mm' → minutes, ranges, venue instants and busy intervals. */
export const h = (hhmm: string) => {
  const [hh, mm] = hhmm.split(':').map(Number);
  return hh! * 60 + mm!;
};
export const range = (from: string, to: string) => ({ start: h(from), end: h(to) });
export const at = (date: string, hhmm: string) => venueWallTimeToInstant(date, h(hhmm));
export const busy = (date: string, from: string, minutes: number): BusyInterval => {
  const start = at(date, from);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
};

// Monday 2025-03-10; "now" is the Friday before, 09:00 in İstanbul (06:00 UTC).
export const MONDAY = '2025-03-10';
export const NOW = new Date('2025-03-07T06:00:00Z');

/** A Monday with expert and venue open `from`–`to`, one-hour service on a half-hour grid, nothing booked. */
export const slotInputOpen =
  (from: string, to: string) =>
  (over: Partial<SlotInput> = {}): SlotInput => ({
    date: MONDAY,
    expertHours: range(from, to),
    venueHours: range(from, to),
    durationMinutes: 60,
    intervalMinutes: 30,
    busy: [],
    now: NOW,
    ...over,
  });
