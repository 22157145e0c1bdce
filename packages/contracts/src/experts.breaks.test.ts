import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkExpertDay, expertWorkingHoursInputSchema, readExpertDay, writeExpertDay, type ExpertDay } from './experts';
import { MAX_BREAKS_PER_DAY } from './availability-rules';
import { messages } from './messages';

const ar = messages.availabilityRules;
const day = (breaks: [string, string][], start = '09:00', end = '18:00'): ExpertDay => ({ start, end, breaks });
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('checkExpertDay', () => {
  it('passes a day without breaks, with breaks inside its hours, and with breaks that touch its edges or each other', () => {
    expect(checkExpertDay(day([]))).toBeNull();
    expect(checkExpertDay(day([['12:00', '13:00']]))).toBeNull();
    expect(
      checkExpertDay(
        day([
          ['09:00', '09:30'],
          ['17:30', '18:00'],
          ['12:00', '12:30'],
          ['12:30', '13:00'],
        ]),
      ),
    ).toBeNull();
  });

  it('refuses hours that end before or when they start, before looking at the breaks', () => {
    expect(checkExpertDay(day([], '18:00', '09:00'))).toBe(messages.experts.hoursInvalid);
    expect(checkExpertDay(day([['12:00', '13:00']], '10:00', '10:00'))).toBe(messages.experts.hoursInvalid);
  });

  it.each([
    ['starts before the hours', ['08:59', '10:00']],
    ['ends after the hours', ['17:00', '18:01']],
    ['lies wholly outside the hours', ['19:00', '20:00']],
    ['ends before it starts', ['13:00', '12:00']],
    ['has no length', ['12:00', '12:00']],
  ] as [string, [string, string]][])('refuses a break that %s with breakInvalid', (_title, brk) => {
    expect(checkExpertDay(day([brk]))).toBe(ar.breakInvalid);
  });

  it('refuses overlapping breaks with breaksOverlap, in whatever order they are given', () => {
    expect(
      checkExpertDay(
        day([
          ['12:30', '13:30'],
          ['12:00', '13:00'],
        ]),
      ),
    ).toBe(ar.breaksOverlap);
    expect(
      checkExpertDay(
        day([
          ['10:00', '16:00'],
          ['11:00', '11:15'],
        ]),
      ),
    ).toBe(ar.breaksOverlap);
  });

  it(`takes ${MAX_BREAKS_PER_DAY} breaks and refuses one more with breaksTooMany`, () => {
    const breaks = Array.from({ length: MAX_BREAKS_PER_DAY + 1 }, (_, i): [string, string] => [
      hhmm(9 * 60 + i * 30),
      hhmm(9 * 60 + i * 30 + 15),
    ]);
    expect(checkExpertDay(day(breaks.slice(0, MAX_BREAKS_PER_DAY)))).toBeNull();
    expect(checkExpertDay(day(breaks))).toBe(ar.breaksTooMany);
  });

  it('passes any set of disjoint breaks inside the hours, and refuses it once one break is widened over its neighbour', () => {
    // Cut points inside 09:00–18:00; consecutive pairs are disjoint breaks (touching at most).
    const cuts = fc
      .uniqueArray(fc.integer({ min: 9 * 60, max: 18 * 60 }), { minLength: 4, maxLength: 2 * MAX_BREAKS_PER_DAY })
      .map((xs) => xs.sort((a, b) => a - b));
    fc.assert(
      fc.property(cuts, fc.nat(), (points, seed) => {
        const breaks: [string, string][] = [];
        for (let i = 0; i + 1 < points.length; i += 2) breaks.push([hhmm(points[i]!), hhmm(points[i + 1]!)]);
        const k = seed % breaks.length;
        const shuffled = [...breaks.slice(k), ...breaks.slice(0, k)].reverse();
        expect(checkExpertDay(day(shuffled))).toBeNull();
        const widened = breaks.map((b, i): [string, string] => (i === 0 ? [b[0], breaks[1]![1]] : b));
        expect(checkExpertDay(day(widened))).toBe(ar.breaksOverlap);
      }),
    );
  });
});

describe('working_hours with breaks', () => {
  it('reads [start, end] and { start, end, breaks } with pair or object breaks into one sorted shape, and a day off as null', () => {
    const parsed = expertWorkingHoursInputSchema.parse({
      monday: ['09:00', '18:00'],
      tuesday: { start: '09:00', end: '18:00', breaks: [{ start: '15:00', end: '15:30' }, ['12:00', '13:00']] },
      wednesday: { start: '10:00', end: '16:00' },
      thursday: null,
    });
    expect(parsed).toEqual({
      monday: day([]),
      tuesday: day([
        ['12:00', '13:00'],
        ['15:00', '15:30'],
      ]),
      wednesday: day([], '10:00', '16:00'),
      thursday: null,
    });
  });

  it('puts the day’s Turkish message on the day', () => {
    const result = expertWorkingHoursInputSchema.safeParse({
      friday: { start: '09:00', end: '12:00', breaks: [['11:00', '13:00']] },
    });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['friday'], message: ar.breakInvalid })]);
  });

  it("answers a day without breaks as the spec's tuple and reads both shapes back", () => {
    expect(writeExpertDay(day([]))).toEqual(['09:00', '18:00']);
    expect(writeExpertDay(day([['12:00', '13:00']]))).toEqual({ start: '09:00', end: '18:00', breaks: [['12:00', '13:00']] });
    expect(readExpertDay(['09:00', '18:00'])).toEqual(day([]));
    expect(readExpertDay({ start: '09:00', end: '18:00', breaks: [['12:00', '13:00']] })).toEqual(day([['12:00', '13:00']]));
    expect(readExpertDay(null)).toBeNull();
  });
});
