import type { BookingFormState } from '../lib/use-booking-form';
import { DayAndTimePicker } from './day-and-time-picker';

type DayAndTimeProps = Pick<
  BookingFormState,
  'today' | 'date' | 'weekStart' | 'marks' | 'slots' | 'selectedTime' | 'pickErrors' | 'choose'
>;

/**
 * Steps 3 and 4 of the sheet: a Monday-first week strip with the venue's closed days marked, then the chosen day's free
 * start times (or why there are none).
 */
export function DayAndTimeSection({ pickErrors, choose, ...picks }: DayAndTimeProps) {
  return (
    <DayAndTimePicker
      {...picks}
      dateError={pickErrors.appointment_date}
      timeError={pickErrors.appointment_time}
      onWeekChange={choose.week}
      onDate={choose.date}
      onTime={choose.time}
    />
  );
}
