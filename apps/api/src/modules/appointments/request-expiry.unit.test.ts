import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../../lib/time';
import { EXPIRY_BEFORE_START_HOURS, MIN_EXPIRY_MINUTES } from './appointment-state';
import { openMsBetween, requestExpiresAt, type OpeningCalendar } from './request-expiry';

/** Decision 097: a request's time to answer is counted in the venue's open hours. Istanbul is UTC+3. */
const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);
const nineToSix = { opens: 9 * 60, closes: 18 * 60 };
/** Open 09:00–18:00 Monday to Saturday, closed on Sunday. */
const salon = (extra: Partial<OpeningCalendar> = {}): OpeningCalendar => ({
  weekly: new Map([1, 2, 3, 4, 5, 6].map((d) => [d, nineToSix])),
  closures: [],
  holidays: [],
  ...extra,
});
// 2030-05-04 is a Saturday; 2030-05-06 the Monday after it.
const SATURDAY_20 = at('2030-05-04T17:00:00Z');
const FAR = at('2030-05-10T12:00:00Z');

describe('requestExpiresAt in open hours', () => {
  it('expires a request sent Saturday 20:00 with 2 hours on Monday 11:00, not on Sunday', () => {
    expect(requestExpiresAt(SATURDAY_20, FAR, 2, salon())).toEqual(at('2030-05-06T08:00:00Z'));
  });

  it('counts from the request when it is made while the salon is open, across the evening and the night', () => {
    expect(requestExpiresAt(at('2030-05-06T07:00:00Z'), FAR, 2, salon())).toEqual(at('2030-05-06T09:00:00Z'));
    // Friday 17:00 with 2 hours: one hour on Friday, one on Saturday from 09:00.
    expect(requestExpiresAt(at('2030-05-03T14:00:00Z'), FAR, 2, salon())).toEqual(at('2030-05-04T07:00:00Z'));
    // 24 open hours from Monday 09:00: Monday, Tuesday (18 h), then 6 hours of Wednesday.
    expect(requestExpiresAt(at('2030-05-06T06:00:00Z'), FAR, 24, salon())).toEqual(at('2030-05-08T12:00:00Z'));
  });

  it('skips a closure and a closed holiday, and counts an eve until 13:00 only', () => {
    const monday = '2030-05-06';
    expect(requestExpiresAt(SATURDAY_20, FAR, 2, salon({ closures: [{ startDate: monday, endDate: monday }] }))).toEqual(
      at('2030-05-07T08:00:00Z'),
    );
    expect(requestExpiresAt(SATURDAY_20, FAR, 2, salon({ holidays: [{ date: monday, halfDay: false }] }))).toEqual(
      at('2030-05-07T08:00:00Z'),
    );
    // The eve gives 09:00–13:00 (4 hours); the other 6 are Tuesday's from 09:00.
    expect(requestExpiresAt(SATURDAY_20, FAR, 10, salon({ holidays: [{ date: monday, halfDay: true }] }))).toEqual(
      at('2030-05-07T12:00:00Z'),
    );
  });

  it('is never later than 2 hours before the start, nor sooner than 15 minutes after the request', () => {
    // Monday 12:00: at 10:00 the salon has been open 1 hour only.
    expect(requestExpiresAt(SATURDAY_20, at('2030-05-06T09:00:00Z'), 2, salon())).toEqual(at('2030-05-06T07:00:00Z'));
    // Monday 10:00: 2 hours before is Monday 08:00, before the salon opens.
    expect(requestExpiresAt(SATURDAY_20, at('2030-05-06T07:00:00Z'), 2, salon())).toEqual(at('2030-05-06T05:00:00Z'));
    // A start 90 minutes away: the bounds cross and the 15 minutes win (the sweep expires it at its start if sooner).
    const made = at('2030-05-06T07:00:00Z');
    expect(requestExpiresAt(made, new Date(made.getTime() + 90 * MINUTE), 2, salon())).toEqual(
      new Date(made.getTime() + 15 * MINUTE),
    );
  });

  it('falls back to 2 hours before the start at a venue with no open hours at all', () => {
    const closed: OpeningCalendar = { weekly: new Map(), closures: [], holidays: [] };
    expect(requestExpiresAt(SATURDAY_20, FAR, 2, closed)).toEqual(new Date(FAR.getTime() - 2 * HOUR));
  });
});

const DAY0 = '2030-05-01';
const dateArb = fc.integer({ min: 0, max: 40 }).map((n) => addDays(DAY0, n));
const calendarArb: fc.Arbitrary<OpeningCalendar> = fc.record({
  weekly: fc
    .array(
      fc.record({
        day: fc.integer({ min: 1, max: 7 }),
        opens: fc.integer({ min: 0, max: 23 * 60 }),
        length: fc.integer({ min: 1, max: 24 * 60 }),
      }),
      { maxLength: 7 },
    )
    .map((rows) => new Map(rows.map((r) => [r.day, { opens: r.opens, closes: Math.min(24 * 60 - 1, r.opens + r.length) }]))),
  closures: fc.array(
    fc.tuple(dateArb, fc.integer({ min: 0, max: 5 })).map(([d, n]) => ({ startDate: d, endDate: addDays(d, n) })),
    { maxLength: 3 },
  ),
  holidays: fc.array(fc.record({ date: dateArb, halfDay: fc.boolean() }), { maxLength: 4 }),
});
const caseArb = fc.record({
  calendar: calendarArb,
  madeIn: fc.integer({ min: 0, max: 20 * 24 * 60 }),
  startIn: fc.integer({ min: 0, max: 20 * 24 * 60 }),
  hours: fc.integer({ min: 1, max: 168 }),
});
const madeOf = (minutes: number) => new Date(Date.UTC(2030, 4, 1) + minutes * MINUTE);

describe('requestExpiresAt: properties', () => {
  it('stays between 15 minutes after the request and 2 hours before the start, and counts exactly the hours when not capped', () => {
    fc.assert(
      fc.property(caseArb, ({ calendar, madeIn, startIn, hours }) => {
        const made = madeOf(madeIn);
        const start = new Date(made.getTime() + startIn * MINUTE);
        const e = requestExpiresAt(made, start, hours, calendar).getTime();
        const floor = made.getTime() + MIN_EXPIRY_MINUTES * MINUTE;
        const cap = start.getTime() - EXPIRY_BEFORE_START_HOURS * HOUR;
        expect(e).toBeGreaterThanOrEqual(floor);
        if (cap > floor) expect(e).toBeLessThanOrEqual(cap);
        else expect(e).toBe(floor);
        if (e < cap) expect(openMsBetween(made.getTime(), e, calendar)).toBe(hours * HOUR);
        else expect(openMsBetween(made.getTime(), e, calendar)).toBeLessThanOrEqual(hours * HOUR);
      }),
      { numRuns: 400 },
    );
  });

  it('is monotone in the hours', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 1, max: 168 }), ({ calendar, madeIn, startIn, hours }, more) => {
        const made = madeOf(madeIn);
        const start = new Date(made.getTime() + startIn * MINUTE);
        const fewer = Math.min(hours, more);
        const larger = Math.max(hours, more);
        expect(requestExpiresAt(made, start, fewer, calendar).getTime()).toBeLessThanOrEqual(
          requestExpiresAt(made, start, larger, calendar).getTime(),
        );
      }),
      { numRuns: 400 },
    );
  });
});
