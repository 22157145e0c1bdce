import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, venueDayBounds, venueWallTimeToInstant } from '../../lib/time';
import { computeSlotMinutes, explainStart, type BlockedInterval, type SlotInput, type SlotRule } from './slot-calculator';

/**
 * the rules as inputs of the pure slot function: for random hours, breaks, time off, closures, holidays,
 * buffers, notice and horizon, no offered start overlaps any of them, `explainStart` names no rule exactly for the
 * offered starts (so every offered start is bookable and every refused one names its rule), and the answer is the
 * same in any process time zone.
 */
const MONDAY = '2025-03-10';
const MINUTE = 60_000;
const RUNS = { numRuns: 300 };
const GRIDS = [5, 10, 15, 20, 30, 45, 60, 90, 120];

const rangeArb = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }))
  .map(([a, b]) => ({ start: Math.min(a, b) * 15, end: Math.max(a, b + (a === b ? 1 : 0)) * 15 }))
  .filter((r) => r.end > r.start && r.end <= 1440);

const instantArb = (date: string) =>
  fc
    .record({ dayShift: fc.integer({ min: -1, max: 1 }), minute: fc.integer({ min: 0, max: 1439 }) })
    .map(({ dayShift, minute }) => venueWallTimeToInstant(addDays(date, dayShift), minute));

const scenarioArb = fc
  .record({
    dayOffset: fc.integer({ min: -1, max: 12 }),
    nowMinute: fc.integer({ min: 0, max: 1439 }),
    expertHours: fc.option(rangeArb, { nil: null, freq: 10 }),
    venueHours: fc.option(rangeArb, { nil: null, freq: 10 }),
    breaks: fc.array(rangeArb, { maxLength: 4 }),
    durationMinutes: fc.integer({ min: 5, max: 240 }),
    bufferMinutes: fc.integer({ min: 0, max: 120 }),
    intervalMinutes: fc.constantFrom(...GRIDS),
    busy: fc.array(
      fc.record({
        start: instantArb(MONDAY),
        minutes: fc.integer({ min: 1, max: 300 }),
        buffer: fc.integer({ min: 0, max: 120 }),
      }),
      { maxLength: 5 },
    ),
    blocked: fc.array(
      fc.record({
        start: instantArb(MONDAY),
        minutes: fc.integer({ min: 1, max: 2000 }),
        rule: fc.constantFrom<BlockedInterval['rule']>('timeOff', 'closure', 'holiday'),
      }),
      { maxLength: 5 },
    ),
    minNoticeMinutes: fc.integer({ min: 0, max: 2880 }),
    horizonDays: fc.integer({ min: 1, max: 14 }),
  })
  .map((s): SlotInput => ({
    date: MONDAY,
    now: venueWallTimeToInstant(addDays(MONDAY, -s.dayOffset), s.nowMinute),
    expertHours: s.expertHours,
    venueHours: s.venueHours,
    breaks: s.breaks,
    durationMinutes: s.durationMinutes,
    bufferMinutes: s.bufferMinutes,
    intervalMinutes: s.intervalMinutes,
    busy: s.busy.map((b) => ({ start: b.start, end: new Date(b.start.getTime() + b.minutes * MINUTE), bufferMinutes: b.buffer })),
    blocked: s.blocked.map((b) => ({ start: b.start, end: new Date(b.start.getTime() + b.minutes * MINUTE), rule: b.rule })),
    minNoticeMinutes: s.minNoticeMinutes,
    horizonDays: s.horizonDays,
  }));

const overlaps = (a: { start: number; end: number }, start: number, end: number) => a.start < end && a.end > start;
const RULES: readonly SlotRule[] = [
  'horizon',
  'past',
  'notice',
  'closure',
  'holiday',
  'hours',
  'grid',
  'timeOff',
  'break',
  'taken',
  'buffer',
];

describe('the slot function with availability rules (properties)', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('never offers a start that overlaps a break, time off, closure, holiday, appointment or buffer, or breaks notice or horizon', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const day = venueDayBounds(input.date).start.getTime();
        for (const m of computeSlotMinutes(input)) {
          const start = day + m * MINUTE;
          const end = start + input.durationMinutes * MINUTE;
          const held = end + (input.bufferMinutes ?? 0) * MINUTE;
          expect(start).toBeGreaterThanOrEqual(input.now.getTime() + (input.minNoticeMinutes ?? 0) * MINUTE);
          expect(start).toBeGreaterThan(input.now.getTime());
          for (const b of input.breaks ?? [])
            expect(overlaps({ start: day + b.start * MINUTE, end: day + b.end * MINUTE }, start, end)).toBe(false);
          for (const b of input.blocked ?? [])
            expect(overlaps({ start: b.start.getTime(), end: b.end.getTime() }, start, end)).toBe(false);
          for (const b of input.busy) {
            const occupied = { start: b.start.getTime(), end: b.end.getTime() + (b.bufferMinutes ?? 0) * MINUTE };
            expect(overlaps(occupied, start, held)).toBe(false);
          }
        }
      }),
      RUNS,
    );
  });

  it('explainStart names no rule exactly for the offered starts, and a known rule for every other 5th minute of the day', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const offered = new Set(computeSlotMinutes(input));
        // Every start lies on a grid of 5 or more, so minutes off the 5-grid can never be offered.
        for (const m of offered) expect(m % 5).toBe(0);
        for (let m = 0; m < 1440; m += 5) {
          const rule = explainStart(input, m);
          expect(rule === null, `minute ${m}: ${rule}`).toBe(offered.has(m));
          if (rule !== null) expect(RULES).toContain(rule);
        }
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it('gives the same starts and the same reasons whatever the process time zone', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 0, max: 1439 }), (input, minute) => {
        const answers = ['UTC', 'Pacific/Auckland', 'America/Los_Angeles'].map((tz) => {
          process.env.TZ = tz;
          return [computeSlotMinutes(input), explainStart(input, minute)];
        });
        expect(answers[1]).toEqual(answers[0]);
        expect(answers[2]).toEqual(answers[0]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the rules one by one', () => {
  const base = (over: Partial<SlotInput> = {}): SlotInput => ({
    date: MONDAY,
    expertHours: { start: 540, end: 1080 },
    venueHours: { start: 540, end: 1080 },
    durationMinutes: 60,
    intervalMinutes: 30,
    busy: [],
    now: new Date('2025-03-07T06:00:00Z'),
    ...over,
  });
  const at = (hhmm: string) => venueWallTimeToInstant(MONDAY, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));

  it('a lunch break: starts whose service touches 12:00–13:00 go, and the reason is the break', () => {
    const input = base({ breaks: [{ start: 720, end: 780 }] });
    const slots = computeSlotMinutes(input);
    expect(slots).toContain(660); // 11:00–12:00 touches the break and stays
    expect(slots).not.toContain(690);
    expect(slots).not.toContain(750);
    expect(slots).toContain(780);
    expect(explainStart(input, 690)).toBe('break');
  });

  it('the day’s rule wins: a closure is named before the hours, a holiday before a break', () => {
    const day = venueDayBounds(MONDAY);
    expect(explainStart(base({ expertHours: null, blocked: [{ ...day, rule: 'closure' }] }), 600)).toBe('closure');
    expect(explainStart(base({ breaks: [{ start: 600, end: 660 }], blocked: [{ ...day, rule: 'holiday' }] }), 600)).toBe(
      'holiday',
    );
  });

  it('a buffer after an appointment is "buffer"; the appointment itself is "taken"', () => {
    const input = base({ busy: [{ start: at('10:00'), end: at('11:00'), bufferMinutes: 30 }] });
    expect(explainStart(input, 600)).toBe('taken');
    expect(explainStart(input, 660)).toBe('buffer');
    expect(explainStart(input, 690)).toBeNull();
    // The new service's own buffer may not run into the next appointment either.
    expect(explainStart({ ...input, bufferMinutes: 15 }, 540)).toBe('buffer');
  });

  it('notice and horizon', () => {
    const now = at('08:00');
    expect(explainStart(base({ now, minNoticeMinutes: 90 }), 540)).toBe('notice');
    expect(explainStart(base({ now, minNoticeMinutes: 60 }), 540)).toBeNull();
    expect(explainStart(base({ now: new Date('2025-03-01T06:00:00Z'), horizonDays: 8 }), 600)).toBe('horizon');
    expect(explainStart(base({ now: new Date('2025-03-02T06:00:00Z'), horizonDays: 8 }), 600)).toBeNull();
  });
});
