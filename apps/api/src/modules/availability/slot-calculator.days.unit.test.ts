import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { venueDayBounds } from '../../lib/time';
import { computeSlotMinutes, explainStart, type MinuteRange, type SlotInput } from './slot-calculator';
import { MONDAY, NOW, range, slotInputOpen } from './slot-test-helpers';

/**
 * Hours for one date as an input of the pure slot function (decision 100): an expert's override replaces the weekly
 * hours and breaks, a venue's opened day replaces the weekly hours (and a holiday's closure) of that date.
 */
const RUNS = { numRuns: 300 };
const GRIDS = [5, 10, 15, 20, 30, 45, 60];

const rangeArb = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }))
  .map(([a, b]) => ({ start: Math.min(a, b) * 15, end: Math.max(a, b + (a === b ? 1 : 0)) * 15 }))
  .filter((r) => r.end > r.start && r.end <= 1440);

const baseArb = fc.record({
  expertHours: fc.option(rangeArb, { nil: null, freq: 8 }),
  venueHours: fc.option(rangeArb, { nil: null, freq: 8 }),
  breaks: fc.array(rangeArb, { maxLength: 3 }),
  durationMinutes: fc.integer({ min: 5, max: 180 }),
  intervalMinutes: fc.constantFrom(...GRIDS),
});

type Base = typeof baseArb extends fc.Arbitrary<infer T> ? T : never;
const inputOf = (b: Base, over: Partial<SlotInput> = {}): SlotInput => ({
  date: MONDAY,
  ...b,
  busy: [],
  now: NOW,
  ...over,
});

const overlaps = (a: MinuteRange, start: number, end: number) => a.start < end && a.end > start;

describe('the slot function with hours for one date', () => {
  it('offers an expert who is off that date no start, whatever the weekly hours', () => {
    fc.assert(
      fc.property(baseArb, fc.option(rangeArb, { nil: null }), (b, venueDay) => {
        const input = inputOf(b, { expertDay: { off: true }, venueDay });
        expect(computeSlotMinutes(input)).toEqual([]);
        for (let m = 0; m < 1440; m += 60) expect(explainStart(input, m)).not.toBeNull();
      }),
      RUNS,
    );
  });

  it("offers with an expert's override only starts inside its hours and outside its breaks", () => {
    fc.assert(
      fc.property(baseArb, rangeArb, fc.array(rangeArb, { maxLength: 3 }), (b, hours, breaks) => {
        const input = inputOf(b, { expertDay: { off: false, hours, breaks } });
        const slots = computeSlotMinutes(input);
        for (const m of slots) {
          const end = m + b.durationMinutes;
          expect(m).toBeGreaterThanOrEqual(hours.start);
          expect(end).toBeLessThanOrEqual(hours.end);
          for (const br of breaks) expect(overlaps(br, m, end)).toBe(false);
          expect(explainStart(input, m)).toBeNull();
        }
        // The weekly breaks no longer bind: the same day without them offers the same starts.
        expect(computeSlotMinutes({ ...input, breaks: [] })).toEqual(slots);
      }),
      RUNS,
    );
  });

  it("offers on a venue-opened day only starts inside both the venue's day hours and the expert's hours of the date", () => {
    fc.assert(
      fc.property(baseArb, rangeArb, fc.option(rangeArb, { nil: null }), (b, venueDay, expertDayHours) => {
        const expertDay = expertDayHours ? { off: false as const, hours: expertDayHours, breaks: [] } : null;
        const input = inputOf(b, { venueHours: null, venueDay, expertDay });
        const expertHours = expertDayHours ?? b.expertHours;
        const slots = computeSlotMinutes(input);
        if (!expertHours) expect(slots).toEqual([]);
        for (const m of slots) {
          expect(m).toBeGreaterThanOrEqual(Math.max(venueDay.start, expertHours!.start));
          expect(m + b.durationMinutes).toBeLessThanOrEqual(Math.min(venueDay.end, expertHours!.end));
          expect(explainStart(input, m)).toBeNull();
        }
      }),
      RUNS,
    );
  });

  it('opens a holiday: a venue-opened day is not closed by the holiday, an owner closure still closes it', () => {
    const day = venueDayBounds(MONDAY);
    const open = slotInputOpen('09:00', '12:00')({ venueHours: null, venueDay: range('10:00', '12:00') });
    const holiday = { ...open, blocked: [{ start: day.start, end: day.end, rule: 'holiday' as const }] };
    expect(computeSlotMinutes(holiday)).toEqual([600, 630, 660]);
    expect(explainStart({ ...holiday, venueDay: null }, 600)).toBe('holiday');
    const closed = { ...open, blocked: [{ start: day.start, end: day.end, rule: 'closure' as const }] };
    expect(computeSlotMinutes(closed)).toEqual([]);
    expect(explainStart(closed, 600)).toBe('closure');
  });

  it('names the hours for a start outside an override, and the break for one in its break', () => {
    const input = slotInputOpen(
      '09:00',
      '18:00',
    )({
      breaks: [range('12:00', '13:00')],
      expertDay: { off: false, hours: range('10:00', '14:00'), breaks: [range('11:00', '11:30')] },
    });
    expect(explainStart(input, 540)).toBe('hours');
    expect(explainStart(input, 630)).toBe('break');
    expect(explainStart(input, 720)).toBeNull();
    // 12:30 is offered: the weekly 12:00–13:00 break does not bind on the date.
    expect(computeSlotMinutes(input)).toEqual([600, 690, 720, 750, 780]);
  });
});
