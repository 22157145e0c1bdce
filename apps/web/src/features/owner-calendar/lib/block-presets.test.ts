import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BLOCK_PRESETS, presetRange } from './block-presets';
import { toHhmm, toMinutes } from './calendar-layout';

describe('block presets (decision 077)', () => {
  it('are lunch 30 minutes, lunch an hour and a meeting, saved with their reason', () => {
    expect(BLOCK_PRESETS.map((p) => [p.label, p.reason, p.minutes])).toEqual([
      ['Öğle arası 30 dk', 'Öğle arası', 30],
      ['Öğle arası 1 saat', 'Öğle arası', 60],
      ['Toplantı', 'Toplantı', 60],
    ]);
  });

  it('run from the tapped time for their length, cut at 23:59, and none from 23:59', () => {
    expect(presetRange('12:30', { minutes: 30 })).toEqual({ from: '12:30', to: '13:00' });
    expect(presetRange('23:30', { minutes: 60 })).toEqual({ from: '23:30', to: '23:59' });
    expect(presetRange('23:59', { minutes: 30 })).toBeNull();
  });

  it('always end after they start, never later than the length nor past the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 * 60 + 58 }), fc.integer({ min: 1, max: 240 }), (start, minutes) => {
        const r = presetRange(toHhmm(start), { minutes })!;
        expect(r.from).toBe(toHhmm(start));
        expect(toMinutes(r.to)).toBeGreaterThan(start);
        expect(toMinutes(r.to)).toBe(Math.min(start + minutes, 23 * 60 + 59));
      }),
    );
  });
});
