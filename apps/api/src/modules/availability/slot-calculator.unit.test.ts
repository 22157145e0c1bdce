import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BOOKING_HORIZON_DAYS } from '@randevu/contracts';
import { addDays, formatHHmm, venueWallTimeToInstant } from '../../lib/time';
import { computeSlotMinutes, computeSlots, type BusyInterval, type SlotInput } from './slot-calculator';
import { at, busy, MONDAY, range, slotInputOpen } from './slot-test-helpers';

const base = slotInputOpen('09:00', '18:00');

describe('computeSlots', () => {
  it('offers every half hour whose whole hour fits before closing', () => {
    const slots = computeSlots(base());
    expect(slots[0]).toBe('09:00');
    expect(slots.at(-1)).toBe('17:00');
    expect(slots).toHaveLength(17);
  });

  it('offers nothing on a day the venue is closed or the expert is off', () => {
    expect(computeSlots(base({ venueHours: null }))).toEqual([]);
    expect(computeSlots(base({ expertHours: null }))).toEqual([]);
  });

  it('keeps a start inside both the expert’s and the venue’s hours', () => {
    const slots = computeSlots(base({ expertHours: range('10:00', '20:00'), venueHours: range('08:00', '13:00') }));
    expect(slots).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
  });

  it('starts on the midnight-anchored grid even when the day opens off the grid', () => {
    const slots = computeSlots(base({ venueHours: range('09:15', '11:00'), durationMinutes: 30 }));
    expect(slots).toEqual(['09:30', '10:00', '10:30']);
  });

  it('honours a venue grid of 15 minutes', () => {
    const slots = computeSlots(base({ venueHours: range('09:00', '10:00'), intervalMinutes: 15, durationMinutes: 30 }));
    expect(slots).toEqual(['09:00', '09:15', '09:30']);
  });

  it('blocks every start whose interval overlaps an appointment, and touches are fine', () => {
    const slots = computeSlots(base({ venueHours: range('09:00', '13:00'), busy: [busy(MONDAY, '10:00', 45)] }));
    // [09:00,10:00) touches 10:00 and stays; 09:30, 10:00 and 10:30 overlap [10:00,10:45); 11:00 is free.
    expect(slots).toEqual(['09:00', '11:00', '11:30', '12:00']);
  });

  it('ignores appointments of other days', () => {
    const slots = computeSlots(base({ busy: [busy(addDays(MONDAY, 1), '10:00', 60), busy(addDays(MONDAY, -1), '23:30', 30)] }));
    expect(slots).toHaveLength(17);
  });

  it('offers only starts after now on the current day', () => {
    const now = at(MONDAY, '13:10');
    const slots = computeSlots(base({ now }));
    expect(slots[0]).toBe('13:30');
    expect(computeSlots(base({ now: at(MONDAY, '13:30') }))[0]).toBe('14:00');
  });

  it('offers nothing for a past day', () => {
    expect(computeSlots(base({ now: at(addDays(MONDAY, 1), '08:00') }))).toEqual([]);
  });

  it('accepts the last day of the booking horizon and refuses the day after', () => {
    const today = '2025-03-07';
    const last = addDays(today, BOOKING_HORIZON_DAYS);
    expect(computeSlots(base({ date: last })).length).toBeGreaterThan(0);
    expect(computeSlots(base({ date: addDays(last, 1) }))).toEqual([]);
  });

  it('offers nothing when the duration does not fit the shared hours', () => {
    expect(computeSlots(base({ venueHours: range('09:00', '09:45'), durationMinutes: 60 }))).toEqual([]);
  });

  it('reads "now" in venue time: 22:30 UTC on Sunday is already Monday 01:30 in İstanbul', () => {
    const now = new Date('2025-03-09T22:30:00Z');
    const slots = computeSlots(base({ now, expertHours: range('00:00', '03:00'), venueHours: range('00:00', '03:00') }));
    expect(slots).toEqual(['02:00']);
  });
});

// ----------------------------------------------------------------------------------------------
// Properties
// ----------------------------------------------------------------------------------------------

const GRIDS = [5, 10, 15, 20, 30, 45, 60, 90, 120];

const rangeArb = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }))
  .map(([a, len]) => ({ start: a * 15, end: Math.min(1440, a * 15 + len * 15) }));

const scenarioArb = fc.record({
  dayOffset: fc.integer({ min: -2, max: 10 }),
  nowMinute: fc.integer({ min: 0, max: 1439 }),
  expertHours: fc.option(rangeArb, { nil: null, freq: 8 }),
  venueHours: fc.option(rangeArb, { nil: null, freq: 8 }),
  durationMinutes: fc.integer({ min: 5, max: 240 }),
  intervalMinutes: fc.constantFrom(...GRIDS),
  busy: fc.array(
    fc.record({
      dayShift: fc.integer({ min: -1, max: 1 }),
      start: fc.integer({ min: 0, max: 1439 }),
      minutes: fc.integer({ min: 1, max: 300 }),
    }),
    {
      maxLength: 12,
    },
  ),
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

const TODAY = '2025-06-02';

function toInput(s: Scenario): SlotInput {
  const date = addDays(TODAY, s.dayOffset);
  return {
    date,
    expertHours: s.expertHours,
    venueHours: s.venueHours,
    durationMinutes: s.durationMinutes,
    intervalMinutes: s.intervalMinutes,
    busy: s.busy.map((b) => {
      const start = venueWallTimeToInstant(addDays(date, b.dayShift), b.start);
      return { start, end: new Date(start.getTime() + b.minutes * 60_000) };
    }),
    now: venueWallTimeToInstant(TODAY, s.nowMinute),
  };
}

const overlaps = (start: number, end: number, b: BusyInterval) => start < b.end.getTime() && b.start.getTime() < end;

describe('computeSlots properties', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('never offers a start that overlaps a busy interval, leaves the hours, is off the grid or is not after now', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const input = toInput(s);
        for (const m of computeSlotMinutes(input)) {
          const start = venueWallTimeToInstant(input.date, m).getTime();
          const end = start + input.durationMinutes * 60_000;
          expect(m % input.intervalMinutes).toBe(0);
          expect(m).toBeGreaterThanOrEqual(Math.max(input.expertHours!.start, input.venueHours!.start));
          expect(m + input.durationMinutes).toBeLessThanOrEqual(Math.min(input.expertHours!.end, input.venueHours!.end));
          expect(start).toBeGreaterThan(input.now.getTime());
          for (const b of input.busy) expect(overlaps(start, end, b)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('offers every free grid point inside the hours (checked against a minute-by-minute oracle)', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const input = toInput(s);
        const expected: number[] = [];
        if (input.expertHours && input.venueHours && s.dayOffset >= 0) {
          for (let m = 0; m < 1440; m += input.intervalMinutes) {
            const inside =
              m >= input.expertHours.start &&
              m >= input.venueHours.start &&
              m + input.durationMinutes <= input.expertHours.end &&
              m + input.durationMinutes <= input.venueHours.end;
            if (!inside) continue;
            const start = venueWallTimeToInstant(input.date, m).getTime();
            const end = start + input.durationMinutes * 60_000;
            if (start <= input.now.getTime()) continue;
            if (input.busy.some((b) => overlaps(start, end, b))) continue;
            expected.push(m);
          }
        }
        expect(computeSlotMinutes(input)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same answer whatever the process time zone', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        process.env.TZ = 'UTC';
        const utc = computeSlots(toInput(s));
        process.env.TZ = 'Pacific/Auckland';
        const auckland = computeSlots(toInput(s));
        process.env.TZ = 'America/Los_Angeles';
        const la = computeSlots(toInput(s));
        expect(auckland).toEqual(utc);
        expect(la).toEqual(utc);
      }),
      { numRuns: 200 },
    );
  });

  it('really runs under another zone when TZ changes at runtime', () => {
    process.env.TZ = 'Pacific/Auckland';
    expect(new Date('2025-06-02T00:00:00Z').getTimezoneOffset()).toBe(-720);
    process.env.TZ = 'UTC';
    expect(new Date('2025-06-02T00:00:00Z').getTimezoneOffset()).toBe(0);
  });

  it('formats offered starts as HH:mm', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const input = toInput(s);
        expect(computeSlots(input)).toEqual(computeSlotMinutes(input).map(formatHHmm));
      }),
      { numRuns: 50 },
    );
  });
});
