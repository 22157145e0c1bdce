import { messages } from '@randevu/contracts/messages';
import type { BookingFormState } from '../lib/use-booking-form';
import { formatLongDate } from '../lib/week';
import { PickSection } from './pick-section';
import { TimeSlots } from './time-slots';
import { WeekStrip } from './week-strip';

const b = messages.appointments;

type DayAndTimeProps = Pick<
  BookingFormState,
  'today' | 'date' | 'weekStart' | 'marks' | 'slots' | 'selectedTime' | 'pickErrors' | 'choose'
>;

/**
 * Steps 3 and 4 of the sheet: a Monday-first week strip with the venue's closed days marked, then the chosen day's free
 * start times (or why there are none).
 */
export function DayAndTimeSection({ today, date, weekStart, marks, slots, selectedTime, pickErrors, choose }: DayAndTimeProps) {
  const timeLegend = (
    <>
      {b.timeLabel}
      <span className="sr-only"> – {b.slotsFor.replace('{date}', formatLongDate(date))}</span>
    </>
  );
  return (
    <>
      <PickSection legend={b.dateLabel} error={pickErrors.appointment_date} legendClassName="mb-1">
        {({ labelId }) => (
          <WeekStrip
            weekStart={weekStart}
            marks={marks}
            today={today}
            selected={date}
            labelId={labelId}
            onWeekChange={choose.week}
            onSelect={choose.date}
          />
        )}
      </PickSection>
      <PickSection legend={timeLegend} error={pickErrors.appointment_time}>
        {({ labelId, errorId }) => (
          <TimeSlots
            times={slots.data}
            loading={slots.isLoading}
            failed={slots.isError}
            selected={selectedTime}
            labelId={labelId}
            invalid={Boolean(pickErrors.appointment_time)}
            describedBy={errorId}
            emptyText={marks.get(date)?.empty}
            onSelect={choose.time}
          />
        )}
      </PickSection>
    </>
  );
}
