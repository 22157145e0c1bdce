import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { CalendarAppointment } from '@randevu/contracts';
import { dragTarget, type DragOrigin, type DragTarget } from './drag-target';
import { toHhmm, toMinutes } from './calendar-layout';

/** A mouse or pen drags once it has moved this far; less is a click (the block's dialog). */
export const DRAG_THRESHOLD_PX = 4;
/** A finger lifts a block after holding it this long; moving further than TOUCH_SLOP_PX before is a scroll. */
export const LONG_PRESS_MS = 400;
const TOUCH_SLOP_PX = 8;

/** Where a block was dropped: the column's expert and date, the new start 'HH:mm'. */
export interface BlockDrop {
  appointment: CalendarAppointment;
  expertId: number;
  date: string;
  time: string;
}

/** The block being dragged and where it would land; `saving` while the move is on its way. */
export interface BlockDragState extends DragTarget {
  appointment: CalendarAppointment;
  saving: boolean;
}

interface Gesture {
  pointerId: number;
  touch: boolean;
  x0: number;
  y0: number;
  appointment: CalendarAppointment;
  origin: DragOrigin;
  target: DragTarget;
  active: boolean;
  /** Escape was pressed: the block is back, the gesture waits for the pointer to come up. */
  cancelled: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

export interface UseBlockDragOptions {
  /** The grid's columns, in the order they are drawn (their elements carry `data-drag-column`). */
  columns: { expertId: number; date: string }[];
  range: [number, number];
  pxPerMinute: number;
  /** Saves the move; the preview stays where it was dropped until the returned promise settles. */
  onDrop: (drop: BlockDrop) => Promise<unknown>;
}

/**
 * Pointer drag of appointment blocks (mouse, pen, touch) onto another time or column, next to the keyboard path of
 * the dialog. A mouse drags after a few pixels; a finger after a long press (decision 035), so the page still
 * scrolls under a swipe. Escape cancels; a drop where it started does nothing; the click that ends a drag does
 * not open the dialog.
 */
export function useBlockDrag({ columns, range, pxPerMinute, onDrop }: UseBlockDragOptions) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<BlockDragState | null>(null);
  const gesture = useRef<Gesture | null>(null);
  /** A drop is being saved: no second drag until it settles. */
  const saving = useRef(false);
  const swallowClick = useRef(false);
  const latest = useRef({ columns, range, pxPerMinute, onDrop });
  useEffect(() => {
    latest.current = { columns, range, pxPerMinute, onDrop };
  });

  // Created once: the window listeners must be the same functions when they are removed.
  const gestures = useMemo(() => {
    const columnRects = () =>
      Array.from(gridRef.current?.querySelectorAll<HTMLElement>('[data-drag-column]') ?? [], (el) => el.getBoundingClientRect());

    function end() {
      if (gesture.current?.timer) clearTimeout(gesture.current.timer);
      gesture.current = null;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey);
    }

    function activate(g: Gesture) {
      g.active = true;
      swallowClick.current = true;
      setDrag({ appointment: g.appointment, ...g.target, saving: false });
    }

    function onMove(e: PointerEvent) {
      const g = gesture.current;
      if (!g || e.pointerId !== g.pointerId || g.cancelled) return;
      if (!g.active) {
        const distance = Math.hypot(e.clientX - g.x0, e.clientY - g.y0);
        // A finger that moves before the long press is scrolling the page: let it.
        if (g.touch) return void (distance > TOUCH_SLOP_PX && end());
        if (distance <= DRAG_THRESHOLD_PX) return;
        activate(g);
      }
      const rects = columnRects();
      const target = dragTarget({
        range: latest.current.range,
        pxPerMinute: latest.current.pxPerMinute,
        columns: rects.map((c) => ({ left: c.left, right: c.right })),
        origin: g.origin,
        pointer: { x: e.clientX, y: e.clientY - (rects[0]?.top ?? 0) },
      });
      if (target.column === g.target.column && target.start === g.target.start) return;
      g.target = target;
      setDrag({ appointment: g.appointment, ...target, saving: false });
    }

    function onUp(e: PointerEvent) {
      const g = gesture.current;
      if (!g || e.pointerId !== g.pointerId) return;
      end();
      if (!g.active) return;
      // The click that follows this pointerup (same task) is the drag's; a later one is a click again.
      setTimeout(() => (swallowClick.current = false));
      if (g.cancelled) return;
      const { column, start } = g.target;
      const to = latest.current.columns[column];
      if (!to || (column === g.origin.column && start === g.origin.start)) return setDrag(null);
      saving.current = true;
      setDrag({ appointment: g.appointment, column, start, saving: true });
      void latest.current
        .onDrop({ appointment: g.appointment, expertId: to.expertId, date: to.date, time: toHhmm(start) })
        .finally(() => {
          saving.current = false;
          setDrag(null);
        });
    }

    function onCancel(e: PointerEvent) {
      if (gesture.current && e.pointerId === gesture.current.pointerId) {
        end();
        setDrag(null);
      }
    }

    function onKey(e: KeyboardEvent) {
      const g = gesture.current;
      if (e.key !== 'Escape' || !g?.active) return;
      e.preventDefault();
      g.cancelled = true;
      setDrag(null);
    }

    function start(e: ReactPointerEvent<HTMLElement>, appointment: CalendarAppointment, column: number) {
      if (gesture.current || saving.current || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
      swallowClick.current = false;
      const { range: r, pxPerMinute: px } = latest.current;
      const top = columnRects()[column]?.top ?? 0;
      const startsAt = toMinutes(appointment.starts_at_local.slice(11));
      const g: Gesture = {
        pointerId: e.pointerId,
        touch: e.pointerType === 'touch',
        x0: e.clientX,
        y0: e.clientY,
        appointment,
        origin: {
          column,
          start: startsAt,
          duration: appointment.duration_minutes,
          grab: r[0] + (e.clientY - top) / px - startsAt,
        },
        target: { column, start: startsAt },
        active: false,
        cancelled: false,
      };
      gesture.current = g;
      if (g.touch) g.timer = setTimeout(() => gesture.current === g && activate(g), LONG_PRESS_MS);
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
      window.addEventListener('keydown', onKey);
    }

    return { start, end };
  }, []);

  // A finger holding a lifted block must not scroll the page: only a non-passive touchmove can stop that, and it
  // has to be in place before the touch starts.
  useEffect(() => {
    const grid = gridRef.current;
    const hold = (e: TouchEvent) => {
      if (gesture.current?.active && e.cancelable) e.preventDefault();
    };
    grid?.addEventListener('touchmove', hold, { passive: false });
    return () => {
      grid?.removeEventListener('touchmove', hold);
      gestures.end();
    };
  }, [gestures]);

  /** The pointer handlers of a movable block in column `column`. */
  const bind = (appointment: CalendarAppointment, column: number) => ({
    onPointerDown: (e: ReactPointerEvent<HTMLElement>) => gestures.start(e, appointment, column),
    // A long press would open the browser's menu over the lifted block.
    onContextMenu: (e: ReactMouseEvent) => {
      if (gesture.current?.touch) e.preventDefault();
    },
  });

  /** True once for the click that ends a drag: the block's dialog stays closed. */
  const takeDragClick = () => {
    const was = swallowClick.current;
    swallowClick.current = false;
    return was;
  };

  return { gridRef, drag, bind, takeDragClick };
}
