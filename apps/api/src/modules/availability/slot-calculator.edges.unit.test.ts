import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, venueDayBounds, venueWallTimeToInstant } from '../../lib/time';
import { computeSlotMinutes, computeSlots, type SlotInput } from './slot-calculator';
import { at, busy, h, MONDAY, range, slotInputOpen } from './slot-test-helpers';

/**
 * Edges of the slot function (decision 007) that the examples and properties of slot-calculator.unit.test.ts
 * leave open; found by mutation testing (`npm run test:mutation`).
 */
const base = slotInputOpen('09:00', '12:00');

describe('computeSlots at its edges', () => {
  it('offers nothing for a duration or a grid that is not positive (and never loops forever)', () => {
    expect(computeSlots(base({ durationMinutes: 0 }))).toEqual([]);
    expect(computeSlots(base({ durationMinutes: -30 }))).toEqual([]);
    expect(computeSlots(base({ intervalMinutes: 0 }))).toEqual([]);
    expect(computeSlots(base({ intervalMinutes: -30 }))).toEqual([]);
    expect(computeSlots(base({ durationMinutes: Number.NaN }))).toEqual([]);
  });

  it('offers the one start of a day whose hours the service fills exactly', () => {
    expect(computeSlots(base({ venueHours: range('09:00', '10:00') }))).toEqual(['09:00']);
    expect(computeSlots(base({ venueHours: range('09:00', '09:59') }))).toEqual([]);
  });

  it('honours a horizon given by the caller', () => {
    const today = '2025-03-07';
    expect(computeSlots(base({ date: addDays(today, 3), horizonDays: 3 }))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
    expect(computeSlots(base({ date: addDays(today, 3), horizonDays: 2 }))).toEqual([]);
    expect(computeSlots(base({ date: today, horizonDays: 0, now: at(today, '10:00') }))).toEqual(['10:30', '11:00']);
  });

  it('ignores an empty or inverted busy interval', () => {
    const all = ['09:00', '09:30', '10:00', '10:30', '11:00'];
    // Either would block 09:30–10:30 if it counted as an appointment.
    expect(computeSlots(base({ busy: [{ start: at(MONDAY, '10:00'), end: at(MONDAY, '10:00') }] }))).toEqual(all);
    expect(computeSlots(base({ busy: [{ start: at(MONDAY, '10:20'), end: at(MONDAY, '09:40') }] }))).toEqual(all);
  });

  it('blocks by every appointment whatever order they come in', () => {
    const slots = computeSlots(
      base({
        venueHours: range('09:00', '13:00'),
        busy: [busy(MONDAY, '12:00', 30), busy(MONDAY, '09:00', 30), busy(MONDAY, '10:30', 30)],
      }),
    );
    // [09:00,09:30), [10:30,11:00) and [12:00,12:30) leave 09:30 only; 11:00 runs into 12:00.
    expect(slots).toEqual(['09:30', '11:00']);
  });

  it('blocks the morning by an appointment that started the evening before', () => {
    const slots = computeSlots(
      base({
        expertHours: range('00:00', '03:00'),
        venueHours: range('00:00', '03:00'),
        busy: [busy(addDays(MONDAY, -1), '23:00', 120)],
      }),
    );
    expect(slots).toEqual(['01:00', '01:30', '02:00']);
  });

  it('blocks a start by an appointment that begins one minute before its end, and not by one that begins at its end', () => {
    expect(computeSlots(base({ busy: [busy(MONDAY, '10:59', 1)] }))).toEqual(['09:00', '09:30', '11:00']);
    expect(computeSlots(base({ busy: [busy(MONDAY, '11:00', 60)] }))).toEqual(['09:00', '09:30', '10:00']);
  });
});

/**
 * Türkiye has kept one offset since 2016, but the function must not assume it: on 29 March 2015 the clocks went
 * from 03:00 to 04:00 (a 23-hour day), on 8 November 2015 from 04:00 back to 03:00 (25 hours).
 */
describe('computeSlots on a day with a clock change', () => {
  const SPRING = '2015-03-29';
  const AUTUMN = '2015-11-08';
  const before = (date: string) => venueWallTimeToInstant(addDays(date, -3), 0);

  it('knows that those days are not 24 hours long', () => {
    const len = (date: string) => {
      const { start, end } = venueDayBounds(date);
      return (end.getTime() - start.getTime()) / 3_600_000;
    };
    expect(len(SPRING)).toBe(23);
    expect(len(AUTUMN)).toBe(25);
  });

  it('places the starts after the change at their wall-clock instants', () => {
    for (const date of [SPRING, AUTUMN]) {
      const input = base({ date, now: before(date), busy: [busy(date, '09:00', 60)] });
      expect(computeSlots(input)).toEqual(['10:00', '10:30', '11:00']);
      // A morning start becomes bookable only once its own wall-clock instant has passed.
      expect(computeSlots({ ...input, busy: [], now: at(date, '09:45') })).toEqual(['10:00', '10:30', '11:00']);
      expect(computeSlots({ ...input, busy: [], now: at(date, '10:00') })).toEqual(['10:30', '11:00']);
    }
  });

  it('agrees with a minute-by-minute oracle on both days', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(SPRING, AUTUMN),
        fc.integer({ min: 5, max: 180 }),
        fc.constantFrom(15, 30, 60),
        fc.array(fc.record({ start: fc.integer({ min: 0, max: 1439 }), minutes: fc.integer({ min: 1, max: 240 }) }), {
          maxLength: 6,
        }),
        (date, durationMinutes, intervalMinutes, raw) => {
          const input: SlotInput = {
            date,
            expertHours: range('04:00', '23:00'),
            venueHours: range('04:00', '23:00'),
            durationMinutes,
            intervalMinutes,
            busy: raw.map((b) => {
              const start = venueWallTimeToInstant(date, b.start);
              return { start, end: new Date(start.getTime() + b.minutes * 60_000) };
            }),
            now: before(date),
          };
          const expected: number[] = [];
          for (let m = 0; m + durationMinutes <= h('23:00'); m += intervalMinutes) {
            if (m < h('04:00')) continue;
            const start = venueWallTimeToInstant(date, m).getTime();
            const end = start + durationMinutes * 60_000;
            if (input.busy.some((b) => start < b.end.getTime() && b.start.getTime() < end)) continue;
            expected.push(m);
          }
          expect(computeSlotMinutes(input)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
