import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, venueWallTimeToInstant } from '../../lib/time';
import { computeSlotMinutes, type SlotInput } from '../availability/slot-calculator';
import { blockedOfDay } from '../availability/slot-inputs';
import { availableMinutes, availableMinutesOfDay, type OccupancyExpert, type OccupancyVenue } from './occupancy';

const hours = (start: string, end: string) => ({
  start: Number(start.slice(0, 2)) * 60 + Number(start.slice(3)),
  end: Number(end.slice(0, 2)) * 60 + Number(end.slice(3)),
});
const week = <T>(value: T) => new Map([1, 2, 3, 4, 5, 6, 7].map((d) => [d, value]));

/**
 * The oracle: a minute of the day counts when the slot function would offer a one-minute start there to the owner's
 * front desk (no notice, no horizon, nothing booked) — the same hours, breaks and blocked ranges, judged by
 * `computeSlotMinutes` on a one-minute grid (which a property test of the slot function holds to `explainStart`).
 */
function offeredMinutes(date: string, venue: OccupancyVenue, expert: OccupancyExpert): number {
  const weekday = isoWeekday(date);
  const works = expert.hours.get(weekday);
  const { blocked } = blockedOfDay(date, {
    timeOff: expert.timeOff,
    closed: venue.closures.some((c) => c.start_date <= date && date <= c.end_date),
    holidayOpen: venue.holidayOpenings.has(date),
  });
  if (expert.until) blocked.push({ start: expert.until, end: new Date(8.64e15), rule: 'timeOff' });
  const input: SlotInput = {
    date,
    expertHours: works ? { start: works.start, end: works.end } : null,
    breaks: works?.breaks ?? [],
    venueHours: venue.hours.get(weekday) ?? null,
    // A date's own hours (decision 100) go in as the slot function takes them, which applies them itself.
    expertDay: !expert.days?.has(date)
      ? null
      : (() => {
          const own = expert.days.get(date);
          return own
            ? { off: false as const, hours: { start: own.start, end: own.end }, breaks: own.breaks }
            : { off: true as const };
        })(),
    venueDay: venue.days?.get(date) ?? null,
    durationMinutes: 1,
    intervalMinutes: 1,
    busy: [],
    blocked,
    now: new Date(0),
    minNoticeMinutes: 0,
    horizonDays: null,
  };
  return computeSlotMinutes(input).length;
}

describe('availableMinutesOfDay', () => {
  const venue: OccupancyVenue = { hours: week(hours('09:00', '19:00')), closures: [], holidayOpenings: new Set() };
  const expert: OccupancyExpert = {
    hours: week({ ...hours('10:00', '20:00'), breaks: [hours('12:00', '13:00')] }),
    timeOff: [],
    until: null,
  };

  it('counts the expert’s hours inside the venue’s, less the break', () => {
    // 10:00–19:00 less 12:00–13:00.
    expect(availableMinutesOfDay('2026-03-02', venue, expert)).toBe(8 * 60);
  });

  it('counts nothing on a closure, a closed holiday, and after a deletion; half a day on an eve', () => {
    expect(
      availableMinutesOfDay('2026-03-02', { ...venue, closures: [{ start_date: '2026-03-01', end_date: '2026-03-02' }] }, expert),
    ).toBe(0);
    // 29 October 2026 (Cumhuriyet Bayramı), and its eve from 13:00.
    expect(availableMinutesOfDay('2026-10-29', venue, expert)).toBe(0);
    expect(availableMinutesOfDay('2026-10-28', venue, expert)).toBe(2 * 60);
    expect(availableMinutesOfDay('2026-10-29', { ...venue, holidayOpenings: new Set(['2026-10-29']) }, expert)).toBe(8 * 60);
    const until = venueWallTimeToInstant('2026-03-02', 15 * 60);
    expect(availableMinutesOfDay('2026-03-02', venue, { ...expert, until })).toBe(4 * 60);
    expect(availableMinutesOfDay('2026-03-03', venue, { ...expert, until })).toBe(0);
  });

  it('takes time off reaching across midnight from both days', () => {
    const timeOff = [
      { start: venueWallTimeToInstant('2026-03-02', 18 * 60), end: venueWallTimeToInstant('2026-03-03', 11 * 60) },
    ];
    expect(availableMinutesOfDay('2026-03-02', venue, { ...expert, timeOff })).toBe(7 * 60);
    expect(availableMinutesOfDay('2026-03-03', venue, { ...expert, timeOff })).toBe(7 * 60);
    expect(availableMinutes('2026-03-02', '2026-03-04', venue, { ...expert, timeOff })).toBe(22 * 60);
  });

  it('equals the minutes the slot function offers, for random hours, breaks, time off, closures, holidays and a date’s own hours', () => {
    const minute = fc.integer({ min: 0, max: 24 * 60 });
    const range = fc
      .tuple(minute, minute)
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }));
    // Two ascending breaks inside the expert's hours, as the schema keeps them.
    const expertDay = fc.tuple(range, fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 4 })).map(([h, cuts]) => {
      const points = [...new Set(cuts.map((c) => h.start + (c % Math.max(1, h.end - h.start))))].sort((a, b) => a - b);
      const breaks = [];
      for (let i = 0; i + 1 < points.length; i += 2) breaks.push({ start: points[i]!, end: points[i + 1]! });
      return { ...h, breaks };
    });
    // Days around 28–30 October 2026 (an eve and a holiday) and an ordinary week.
    const date = fc.constantFrom('2026-10-28', '2026-10-29', '2026-10-30', '2026-03-02', '2026-03-07', '2026-03-08');
    const instantNear = (d: string) =>
      fc.integer({ min: -24 * 60, max: 48 * 60 }).map((m) => venueWallTimeToInstant(d, 0).getTime() + m * 60_000);
    const scenario = date.chain((d) =>
      fc.record({
        d: fc.constant(d),
        open: fc.option(range, { nil: undefined }),
        works: fc.option(expertDay, { nil: undefined }),
        timeOff: fc.array(fc.tuple(instantNear(d), instantNear(d)), { maxLength: 3 }),
        closed: fc.boolean(),
        holidayOpen: fc.boolean(),
        deletedAt: fc.option(instantNear(d), { nil: undefined, freq: 4 }),
        // Decision 100: the venue's opened day, the expert's own hours for the date (null: off), or neither.
        venueDay: fc.option(range, { nil: undefined, freq: 2 }),
        expertOwn: fc.option(fc.option(expertDay, { nil: null }), { nil: undefined, freq: 2 }),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ d, open, works, timeOff, closed, holidayOpen, deletedAt, venueDay, expertOwn }) => {
        const weekday = isoWeekday(d);
        const venue: OccupancyVenue = {
          hours: new Map(open ? [[weekday, open]] : []),
          closures: closed ? [{ start_date: addDays(d, -1), end_date: d }] : [],
          holidayOpenings: new Set(holidayOpen ? [d] : []),
          days: new Map(venueDay ? [[d, venueDay]] : []),
        };
        const expert: OccupancyExpert = {
          days: new Map(expertOwn === undefined ? [] : [[d, expertOwn]]),
          hours: new Map(works ? [[weekday, works]] : []),
          timeOff: timeOff
            .filter(([a, b]) => a !== b)
            .map(([a, b]) => ({ start: new Date(Math.min(a, b)), end: new Date(Math.max(a, b)) })),
          until: deletedAt === undefined ? null : new Date(deletedAt),
        };
        expect(availableMinutesOfDay(d, venue, expert)).toBe(offeredMinutes(d, venue, expert));
      }),
      { numRuns: 200 },
    );
  });
});
