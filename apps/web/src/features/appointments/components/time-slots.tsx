import { messages } from '@randevu/contracts/messages';
import { ChoiceTile } from './choice-tile';

const b = messages.appointments;

export interface TimeSlotsProps {
  /** null while nothing can be asked yet (no expert). */
  times: string[] | null | undefined;
  loading: boolean;
  failed: boolean;
  selected: string | null;
  onSelect(time: string): void;
  labelId: string;
  invalid?: boolean;
  describedBy?: string;
  /** Said instead of 'Bu tarih için müsait saat yok' when there are none, e.g. why the venue is closed that day. */
  emptyText?: string | null;
}

/**
 * The day's free start times from the API; 'Yükleniyor...' while loading, 'Bu tarih için müsait saat yok' (or
 * `emptyText`, why the day is closed) when none or failed.
 */
export function TimeSlots({
  times,
  loading,
  failed,
  selected,
  onSelect,
  labelId,
  invalid,
  describedBy,
  emptyText,
}: TimeSlotsProps) {
  if (loading) {
    return (
      <p role="status" className="rounded-xl bg-stone-50 px-4 py-5 text-center text-sm text-stone-600">
        {b.loading}
      </p>
    );
  }
  if (failed || !times?.length) {
    return (
      <p role="status" className="rounded-xl bg-stone-50 px-4 py-5 text-center text-sm text-stone-600">
        {emptyText ?? b.noSlots}
      </p>
    );
  }
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      data-invalid={invalid || undefined}
      className="grid grid-cols-4 gap-2 sm:grid-cols-6"
    >
      {times.map((time) => (
        <ChoiceTile
          key={time}
          name="booking-time"
          value={time}
          checked={time === selected}
          onSelect={() => onSelect(time)}
          className="h-11 justify-center text-sm font-semibold tabular-nums"
        >
          {time}
        </ChoiceTile>
      ))}
    </div>
  );
}
