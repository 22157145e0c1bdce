import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  customerDisplayName,
  hasCustomerContact,
  type CalendarAppointment,
  type CalendarExpert,
  type OwnerCalendar,
  type TimeOff,
} from '@randevu/contracts';
import { APPOINTMENT_STATUS_LABELS_TR, messages } from '@randevu/contracts/messages';
import { cx } from '@/lib/cx';
import { fill, formatAppointmentDate } from '@/lib/format';
import { appointmentsOf, canMove, freeSlots, shadesFor, toHhmm, toMinutes, type Shade } from '../lib/calendar-layout';
import { blockClasses } from '../lib/status-style';
import { useBlockDrag, type BlockDrop } from '../lib/use-block-drag';
import { NoShowTag } from '@/components/ui/no-show-tag';

const t = messages.ownerCalendar.page;
/** Pixels per minute: an hour is 96 px, a 30-minute appointment has room for two lines. */
const PX = 1.6;

export interface GridColumn {
  key: string;
  /** The column's heading: the expert's name (day view) or the date (week view). */
  title: string;
  expert: CalendarExpert;
  date: string;
}

export interface CalendarGridProps {
  /** The narrowest a column may be before the grid scrolls in its box: wider for expert names than for dates. */
  minColumn: string;
  /**
   * A phone's day (decision 076): two columns fill the box's width and the others are a swipe away, each snapping to
   * the time axis.
   */
  swipe?: boolean;
  data: OwnerCalendar;
  columns: GridColumn[];
  range: [number, number];
  label: string;
  /** Venue wall time now, 'YYYY-MM-DDTHH:mm'. */
  now: string;
  onSlot: (expertId: number, date: string, time: string) => void;
  onAppointment: (appointment: CalendarAppointment) => void;
  /** A time-off block was opened (its reason and 'Kaldır'). */
  onTimeOff: (timeOff: TimeOff) => void;
  /** A block was dragged to another column or time; settles when saved or refused. */
  onMove: (drop: BlockDrop) => Promise<unknown>;
  /** A column's heading in place of its plain title (the day's hours and their menu, decision 100). */
  header?: (column: GridColumn) => ReactNode;
}

const shadeClasses: Record<Shade['kind'], string> = {
  off: 'bg-stone-100/90 text-stone-500',
  break: 'bg-[repeating-linear-gradient(135deg,#f5f5f4_0,#f5f5f4_6px,#e7e5e4_6px,#e7e5e4_12px)] text-stone-600',
  timeOff: 'bg-[repeating-linear-gradient(135deg,#fef3c7_0,#fef3c7_6px,#fde68a_6px,#fde68a_12px)] text-amber-900',
  closure: 'bg-[repeating-linear-gradient(135deg,#fee2e2_0,#fee2e2_6px,#fecaca_6px,#fecaca_12px)] text-red-900',
  holiday: 'bg-[repeating-linear-gradient(135deg,#ede9fe_0,#ede9fe_6px,#ddd6fe_6px,#ddd6fe_12px)] text-violet-900',
};

/** The accessible name of a block: its whole text (time, customer, service, status). */
export const blockName = (a: CalendarAppointment) =>
  fill(t.blockName, {
    time: `${a.starts_at_local.slice(11)}–${a.ends_at_local.slice(11)}`,
    customer: hasCustomerContact(a.customer)
      ? customerDisplayName(a.customer)
      : `${customerDisplayName(a.customer)} (${messages.ownerCalendar.noContact})`,
    service: a.sub_service_name ?? a.service_name,
    status: APPOINTMENT_STATUS_LABELS_TR[a.status],
  }) +
  // The no-show tag (decision 091), said with the block's name.
  (a.customer.no_show_tag ? `, ${fill(messages.ownerCustomers.noShowTagTitle, { count: a.customer.no_shows_12m })}` : '');

/**
 * The calendar on a CSS grid: a time axis and one column per expert (day) or per date (week). Blocks, shades and
 * empty half hours are positioned by minutes; every block and every empty half hour is a button (Tab, Enter).
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { minColumn, swipe = false, data, columns, range, label, now, onSlot, onAppointment, onTimeOff, onMove, header } = props;
  const drag = useBlockDrag({
    columns: columns.map((c) => ({ expertId: c.expert.id, date: c.date })),
    range,
    pxPerMinute: PX,
    onDrop: onMove,
  });
  // A new day or order starts at its first column: Chrome would otherwise keep the previously snapped expert in view.
  const scroller = useRef<HTMLDivElement>(null);
  const order = columns.map((c) => `${c.key}@${c.date}`).join();
  useLayoutEffect(() => {
    if (swipe && scroller.current) scroller.current.scrollLeft = 0;
  }, [swipe, order]);
  const height = (range[1] - range[0]) * PX;
  const top = (minutes: number) => (Math.max(minutes, range[0]) - range[0]) * PX;
  const hours = Array.from({ length: (range[1] - range[0]) / 60 }, (_, i) => range[0] + i * 60);
  return (
    <div
      ref={scroller}
      role="group"
      aria-label={label}
      className={cx(
        'max-w-full overflow-x-auto rounded-2xl border border-stone-200 bg-white',
        swipe && 'snap-x snap-mandatory scroll-pl-[3.25rem] [container-type:inline-size]',
      )}
    >
      <div
        ref={drag.gridRef}
        className="grid min-w-full"
        style={{
          gridTemplateColumns:
            swipe && columns.length > 1
              ? `3.25rem repeat(${columns.length}, calc((100cqw - 3.25rem) / 2))`
              : `3.25rem repeat(${columns.length}, minmax(${columns.length > 1 ? minColumn : '0'}, 1fr))`,
        }}
      >
        <div className="sticky left-0 z-20 border-b border-stone-200 bg-white" />
        {columns.map((c) =>
          header ? (
            <Fragment key={c.key}>{header(c)}</Fragment>
          ) : (
            <h3
              key={c.key}
              className="snap-start truncate border-b border-l border-stone-200 px-2 py-2 text-center text-sm font-semibold text-ink"
            >
              {c.title}
            </h3>
          ),
        )}
        <div className="sticky left-0 z-20 bg-white" style={{ height }} aria-hidden>
          {hours.map((h) => (
            <span
              key={h}
              className="absolute right-1.5 -translate-y-1/2 text-xs text-stone-500 first:translate-y-0"
              style={{ top: top(h) }}
            >
              {toHhmm(h)}
            </span>
          ))}
        </div>
        {columns.map((c, index) => (
          <Column
            key={c.key}
            index={index}
            drag={drag}
            column={c}
            data={data}
            range={range}
            height={height}
            top={top}
            now={now}
            onSlot={onSlot}
            onAppointment={onAppointment}
            onTimeOff={onTimeOff}
          />
        ))}
      </div>
    </div>
  );
}

interface ColumnProps extends Pick<CalendarGridProps, 'data' | 'range' | 'now' | 'onSlot' | 'onAppointment' | 'onTimeOff'> {
  index: number;
  drag: ReturnType<typeof useBlockDrag>;
  column: GridColumn;
  height: number;
  top: (minutes: number) => number;
}

function Column({ index, drag, column, data, range, height, top, now, onSlot, onAppointment, onTimeOff }: ColumnProps) {
  const { expert, date } = column;
  const appointments = appointmentsOf(data, expert.id, date);
  const shades = shadesFor(data, expert, date).filter((s) => s.end > range[0] && s.start < range[1]);
  const nowMinutes = now.slice(0, 10) === date ? toMinutes(now.slice(11)) : null;
  const dateText = formatAppointmentDate(date);
  const dragged = drag.drag;
  return (
    <div
      className="relative border-l border-stone-200 bg-[repeating-linear-gradient(to_bottom,transparent_0,transparent_95px,#e7e5e4_95px,#e7e5e4_96px)]"
      style={{ height }}
      data-testid={`column-${expert.id}-${date}`}
      data-drag-column
    >
      {shades.map((s, i) => (
        <div
          key={`${s.kind}-${i}`}
          className={cx('absolute inset-x-0 overflow-hidden px-1.5 py-0.5 text-xs font-medium', shadeClasses[s.kind])}
          style={{ top: top(s.start), height: top(Math.min(s.end, range[1])) - top(s.start) }}
          data-shade={s.kind}
        >
          {s.timeOff ? (
            // Above the empty half hours: the block's label opens it (reason, 'Kaldır').
            <button
              type="button"
              className="relative z-[2] max-w-full truncate rounded px-1 text-left underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={fill(t.timeOffBlockName, { label: s.label, time: `${toHhmm(s.start)}–${toHhmm(s.end)}` })}
              onClick={() => onTimeOff(s.timeOff!)}
            >
              {s.label}
            </button>
          ) : (
            s.label
          )}
        </div>
      ))}
      {/* Empty half hours and appointments in the order of the day, so Tab walks the column from top to bottom. */}
      {[
        ...freeSlots(range, appointments).map((m) => ({ at: m, slot: m, appointment: null })),
        ...appointments.map((a) => ({ at: toMinutes(a.starts_at_local.slice(11)), slot: null, appointment: a })),
      ]
        .sort((x, y) => x.at - y.at)
        .map(({ slot: m, appointment: a }) =>
          a === null ? (
            <button
              key={`slot-${m}`}
              type="button"
              className={cx(
                'group absolute inset-x-0 z-[1] h-12 rounded-md text-xs font-semibold text-brand-700 hover:bg-brand-50/70 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                // Under a dragged block the empty half hours do not light up ('+ 11:30' under the preview).
                dragged && 'pointer-events-none',
              )}
              style={{ top: top(m) }}
              aria-label={fill(t.emptySlot, { expert: expert.name, date: dateText, time: toHhmm(m) })}
              onClick={() => onSlot(expert.id, date, toHhmm(m))}
            >
              <span className="hidden group-hover:inline group-focus-visible:inline" aria-hidden>
                + {toHhmm(m)}
              </span>
            </button>
          ) : (
            <button
              key={`appointment-${a.id}`}
              type="button"
              aria-label={blockName(a)}
              onClick={() => drag.takeDragClick() || onAppointment(a)}
              {...(canMove(a) ? drag.bind(a, index) : {})}
              className={cx(
                'absolute inset-x-1 z-[2] flex flex-col justify-start overflow-hidden rounded-lg border-l-4 px-2 py-1 text-left text-xs shadow-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                blockClasses[a.status],
                // Movable by pointer: no text selection or callout under a long press; the page still pans (decision 035).
                canMove(a) && 'cursor-grab select-none [-webkit-touch-callout:none]',
                dragged?.appointment.id === a.id && 'opacity-40',
              )}
              style={{ top: top(toMinutes(a.starts_at_local.slice(11))), height: Math.max(a.duration_minutes * PX - 2, 22) }}
            >
              {/* Who first: on a phone's narrow column the name is what the owner looks for (decision 076). */}
              <span className="block truncate">
                <span className="font-semibold">{customerDisplayName(a.customer)}</span>
                {hasCustomerContact(a.customer) ? null : <> · {messages.ownerCalendar.noContact}</>}
              </span>
              {a.customer.no_show_tag ? (
                <span className="block truncate" aria-hidden>
                  <NoShowTag count={a.customer.no_shows_12m} className="px-1.5 py-0 text-[11px]" />
                </span>
              ) : null}
              <span className="block truncate">
                {a.starts_at_local.slice(11)}–{a.ends_at_local.slice(11)}
              </span>
              <span className="block truncate">
                <strong>{APPOINTMENT_STATUS_LABELS_TR[a.status]}</strong> · {a.sub_service_name ?? a.service_name}
              </span>
            </button>
          ),
        )}
      {dragged && dragged.column === index ? (
        // The preview of a drop: where the block would land and its new times (the block stays until it is saved).
        <div
          aria-hidden
          data-testid="drag-preview"
          className={cx(
            'pointer-events-none absolute inset-x-1 z-[4] overflow-hidden rounded-lg border-2 border-dashed border-brand-600 bg-brand-50 px-2 py-1 text-xs text-brand-900 shadow-lg',
            dragged.saving && 'animate-pulse',
          )}
          style={{ top: top(dragged.start), height: Math.max(dragged.appointment.duration_minutes * PX - 2, 22) }}
        >
          <span className="block truncate font-semibold">
            {toHhmm(dragged.start)}–{toHhmm(dragged.start + dragged.appointment.duration_minutes)}
          </span>
          <span className="block truncate">{customerDisplayName(dragged.appointment.customer)}</span>
        </div>
      ) : null}
      {nowMinutes !== null && nowMinutes >= range[0] && nowMinutes <= range[1] ? (
        // red-700 under white text: about 6:1, clear of WCAG AA's 4.5:1 (red-600 sits near the line once out-of-gamut
        // oklch is mapped to sRGB).
        <div className="pointer-events-none absolute inset-x-0 z-[3] border-t-2 border-red-700" style={{ top: top(nowMinutes) }}>
          <span className="absolute -top-2.5 left-0 rounded bg-red-700 px-1 text-[0.65rem] font-semibold text-white">
            {fill(t.now, { time: now.slice(11) })}
          </span>
        </div>
      ) : null}
    </div>
  );
}
