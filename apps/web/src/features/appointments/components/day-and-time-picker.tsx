import { messages } from '@randevu/contracts/messages';
import { formatLongDate } from '../lib/week';
import { PickSection } from './pick-section';
import { TimeSlots } from './time-slots';
import { WeekStrip, type WeekStripProps } from './week-strip';

const b = messages.appointments;

export interface DayAndTimePickerProps {
  today: string;
  date: string;
  weekStart: string;
  /** The venue's closed and half days, marked on the strip (the booking sheet's). */
  marks?: WeekStripProps['marks'];
  /** The chosen day's free start times, as the available-times query holds them. */
  slots: { data?: string[]; isLoading: boolean; isError: boolean };
  selectedTime: string | null;
  dateError?: string;
  timeError?: string;
  onWeekChange: (weekStart: string) => void;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}

/**
 * A Monday-first week strip, then the chosen day's free start times (or why there are none): the booking sheet's
 * steps 3 and 4, and the reschedule dialog's pickers.
 */
export function DayAndTimePicker(props: DayAndTimePickerProps) {
  const { today, date, weekStart, marks, slots, selectedTime, dateError, timeError } = props;
  const timeLegend = (
    <>
      {b.timeLabel}
      <span className="sr-only"> – {b.slotsFor.replace('{date}', formatLongDate(date))}</span>
    </>
  );
  return (
    <>
      <PickSection legend={b.dateLabel} error={dateError} legendClassName="mb-1">
        {({ labelId }) => (
          <WeekStrip
            weekStart={weekStart}
            marks={marks}
            today={today}
            selected={date}
            labelId={labelId}
            onWeekChange={props.onWeekChange}
            onSelect={props.onDate}
          />
        )}
      </PickSection>
      <PickSection legend={timeLegend} error={timeError}>
        {({ labelId, errorId }) => (
          <TimeSlots
            times={slots.data}
            loading={slots.isLoading}
            failed={slots.isError}
            selected={selectedTime}
            labelId={labelId}
            invalid={Boolean(timeError)}
            describedBy={errorId}
            emptyText={marks?.get(date)?.empty}
            onSelect={props.onTime}
          />
        )}
      </PickSection>
    </>
  );
}
