/** A dragged block starts on this grid of minutes (the owner books any minute; a drag lands on a 5-minute mark). */
export const DRAG_STEP_MINUTES = 5;

/** A block being dragged: where it was and where the pointer took hold of it. */
export interface DragOrigin {
  /** The index of its column. */
  column: number;
  /** Its start, minutes after midnight. */
  start: number;
  duration: number;
  /** Minutes between the block's start and the point the pointer holds (the block moves with that point). */
  grab: number;
}

export interface DragInput {
  /** The time axis of the grid, minutes after midnight (whole hours). */
  range: [number, number];
  pxPerMinute: number;
  step?: number;
  /** Each column's left and right edge, in the same x coordinates as `pointer.x`. */
  columns: { left: number; right: number }[];
  origin: DragOrigin;
  /** x as the columns' edges; y in pixels below the top of the columns (the first minute of the axis). */
  pointer: { x: number; y: number };
}

export interface DragTarget {
  column: number;
  start: number;
}

/** The column under x, or the nearest one when the pointer is left of the first or right of the last. */
function columnAt(columns: DragInput['columns'], x: number): number {
  let best = 0;
  let distance = Infinity;
  columns.forEach((c, i) => {
    const d = x < c.left ? c.left - x : x >= c.right ? x - c.right + 1 : 0;
    if (d < distance) [best, distance] = [i, d];
  });
  return best;
}

/**
 * Where a dragged block would land: the column under the pointer and the start the held point gives, snapped to
 * `step` minutes and kept inside the axis (the whole block stays on the visible day). Within half a step of its
 * own start the block keeps that start, so a block booked at an odd minute (10:07) does not shift by a click's
 * wobble. Monotonic in y; the start is on the grid or the block's own.
 */
export function dragTarget({ range, pxPerMinute, step = DRAG_STEP_MINUTES, columns, origin, pointer }: DragInput): DragTarget {
  const column = columns.length ? columnAt(columns, pointer.x) : origin.column;
  const raw = range[0] + pointer.y / pxPerMinute - origin.grab;
  const snapped = Math.abs(raw - origin.start) <= step / 2 ? origin.start : Math.round(raw / step) * step;
  const fits = origin.start >= range[0] && origin.start + origin.duration <= range[1];
  let low = Math.ceil(range[0] / step) * step;
  let high = Math.max(low, Math.floor((range[1] - origin.duration) / step) * step);
  // The block's own start may lie off the grid: it stays reachable (and keeps the mapping monotonic).
  if (fits) [low, high] = [Math.min(low, origin.start), Math.max(high, origin.start)];
  const start = Math.min(high, Math.max(low, snapped));
  return { column, start };
}
