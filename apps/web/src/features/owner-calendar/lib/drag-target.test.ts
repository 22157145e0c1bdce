import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dragTarget, type DragInput } from './drag-target';

const PX = 1.6;
/** Two columns of 300 px from x = 52; the axis 09:00–19:00. */
const columns = [
  { left: 52, right: 352 },
  { left: 352, right: 652 },
];
const range: [number, number] = [9 * 60, 19 * 60];
/** A 45-minute block at 11:00 in the first column, held 16 px (10 minutes) below its top. */
const origin = { column: 0, start: 11 * 60, duration: 45, grab: 10 };
/** The y of the held point when the block starts at `minutes`. */
const yFor = (minutes: number, grab = origin.grab) => (minutes - range[0] + grab) * PX;
const at = (x: number, y: number, over: Partial<DragInput> = {}) =>
  dragTarget({ range, pxPerMinute: PX, columns, origin, pointer: { x, y }, ...over });

describe('where a dragged block lands', () => {
  it('follows the held point: 24 px lower is 15 minutes later; another column is another expert', () => {
    expect(at(200, yFor(11 * 60))).toEqual({ column: 0, start: 11 * 60 });
    expect(at(200, yFor(11 * 60) + 24)).toEqual({ column: 0, start: 11 * 60 + 15 });
    expect(at(400, yFor(14 * 60 + 35))).toEqual({ column: 1, start: 14 * 60 + 35 });
  });

  it('snaps to 5 minutes: 2 px (1.25 minutes) off the mark still lands on it', () => {
    expect(at(200, yFor(13 * 60) + 2).start).toBe(13 * 60);
    expect(at(200, yFor(13 * 60) + 3 * PX).start).toBe(13 * 60 + 5);
  });

  it('keeps the whole block on the axis: above the first hour is 09:00, below the last is the latest start that fits', () => {
    expect(at(200, -500).start).toBe(9 * 60);
    expect(at(200, 5000).start).toBe(19 * 60 - 45);
    expect(at(200, 5000, { origin: { ...origin, duration: 50 } }).start).toBe(18 * 60 + 10);
  });

  it('left of the first column is the first column, right of the last the last', () => {
    expect(at(-40, yFor(11 * 60)).column).toBe(0);
    expect(at(2000, yFor(11 * 60)).column).toBe(1);
  });

  it('a block at an odd minute keeps it when the pointer barely moves, and moves to the grid when it does', () => {
    const odd = { ...origin, start: 10 * 60 + 7 };
    expect(at(200, yFor(10 * 60 + 7) + 3, { origin: odd }).start).toBe(10 * 60 + 7);
    expect(at(200, yFor(10 * 60 + 7) + 8 * PX, { origin: odd }).start).toBe(10 * 60 + 15);
  });
});

describe('the mapping, for any axis, block and pointer', () => {
  const input = fc
    .record({
      startHour: fc.integer({ min: 0, max: 20 }),
      hours: fc.integer({ min: 1, max: 12 }),
      duration: fc.integer({ min: 5, max: 240 }),
      offset: fc.integer({ min: 0, max: 24 * 60 }),
      grab: fc.integer({ min: 0, max: 240 }),
      x: fc.integer({ min: -200, max: 1200 }),
      y1: fc.double({ min: -800, max: 3000, noNaN: true }),
      y2: fc.double({ min: -800, max: 3000, noNaN: true }),
    })
    .map(({ startHour, hours, duration, offset, grab, x, y1, y2 }) => {
      const r: [number, number] = [startHour * 60, Math.min(24 * 60, (startHour + hours) * 60)];
      const d = Math.min(duration, r[1] - r[0]);
      // Any start of the block inside the axis, on the 5-minute grid or not.
      const start = r[0] + (offset % (r[1] - r[0] - d + 1));
      return { r, o: { column: 0, start, duration: d, grab: Math.min(grab, d) }, x, y1, y2 };
    });

  it('is monotonic in y, lands on the 5-minute grid (or stays on its own start) and keeps the block inside the axis', () => {
    fc.assert(
      fc.property(input, ({ r, o, x, y1, y2 }) => {
        const map = (y: number) => dragTarget({ range: r, pxPerMinute: PX, columns, origin: o, pointer: { x, y } });
        const [lo, hi] = [map(Math.min(y1, y2)), map(Math.max(y1, y2))];
        expect(lo.start).toBeLessThanOrEqual(hi.start);
        for (const t of [lo, hi]) {
          expect(t.start % 5 === 0 || t.start === o.start).toBe(true);
          expect(t.start).toBeGreaterThanOrEqual(r[0]);
          expect(t.start + o.duration).toBeLessThanOrEqual(r[1]);
          expect([0, 1]).toContain(t.column);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('where it was taken hold of, it stays', () => {
    fc.assert(
      fc.property(input, ({ r, o }) => {
        const y = (o.start - r[0] + o.grab) * PX;
        expect(dragTarget({ range: r, pxPerMinute: PX, columns, origin: o, pointer: { x: 60, y } })).toEqual({
          column: 0,
          start: o.start,
        });
      }),
    );
  });
});
