import { Controller, useWatch, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { messages, WEEKDAY_LABELS_TR, WEEKDAYS } from '@randevu/contracts/messages';
import type { Weekday } from '@randevu/contracts';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { WeekHoursValue } from '../lib/venue-hours';

const t = messages.ownerVenues.setup;

// A list of half hours rather than <input type="time">: browsers render that in the device's 12/24-hour
// style, and the spec's hours are 24-hour.
const timeOptions = Array.from({ length: 48 }, (_, i) => {
  const value = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { value, label: value };
});

export interface WeekHoursErrors {
  message?: string;
  /** Per day, the error sits on `end` (closing not after opening). */
  days?: Partial<Record<Weekday, string | undefined>>;
}

/**
 * The weekly hours of a venue form: per weekday an open toggle, an opening and a closing time.
 * Works on any form whose values hold `hours` shaped as WeekHoursValue.
 */
export function WeeklyHoursEditor<T extends FieldValues & { hours: WeekHoursValue }, C, O extends FieldValues>({
  control,
  register,
  errors,
}: {
  control: Control<T, C, O>;
  register: UseFormRegister<T>;
  errors: WeekHoursErrors;
}) {
  const hours = useWatch({ control, name: 'hours' as Path<T> }) as WeekHoursValue;
  return (
    <>
      <FieldError>{errors.message}</FieldError>
      <ul className="divide-y divide-stone-100">
        {WEEKDAYS.map((day) => {
          const label = WEEKDAY_LABELS_TR[day];
          const open = hours[day].open;
          const dayError = errors.days?.[day];
          const errorId = `hours-${day}-error`;
          return (
            <li key={day} className="grid gap-3 py-3 first:pt-0 last:pb-0 sm:grid-cols-[11rem_1fr] sm:items-center">
              <div className="flex items-center justify-between gap-3">
                <Controller
                  control={control}
                  name={`hours.${day}.open` as Path<T>}
                  render={({ field }) => (
                    <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-ink">
                      <Checkbox
                        checked={field.value as boolean}
                        onCheckedChange={(c) => field.onChange(c === true)}
                        onBlur={field.onBlur}
                      />
                      {label}
                    </label>
                  )}
                />
                <span className={cn('text-xs font-medium sm:hidden', open ? 'text-emerald-700' : 'text-stone-500')}>
                  {open ? t.open : t.closed}
                </span>
              </div>
              <div className="grid gap-1">
                <div className="flex items-center gap-2">
                  <Select
                    aria-label={`${label} ${t.opensAt}`}
                    disabled={!open}
                    aria-invalid={dayError ? true : undefined}
                    aria-describedby={dayError ? errorId : undefined}
                    className="min-w-0 flex-1"
                    options={timeOptions}
                    {...register(`hours.${day}.start` as Path<T>)}
                  />
                  <span aria-hidden className="text-stone-400">
                    –
                  </span>
                  <Select
                    aria-label={`${label} ${t.closesAt}`}
                    disabled={!open}
                    aria-invalid={dayError ? true : undefined}
                    aria-describedby={dayError ? errorId : undefined}
                    className="min-w-0 flex-1"
                    options={timeOptions}
                    {...register(`hours.${day}.end` as Path<T>)}
                  />
                  <span
                    className={cn(
                      'hidden w-14 text-right text-xs font-medium sm:block',
                      open ? 'text-emerald-700' : 'text-stone-500',
                    )}
                  >
                    {open ? t.open : t.closed}
                  </span>
                </div>
                <FieldError id={errorId}>{dayError}</FieldError>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The editor's errors out of react-hook-form's nested `errors.hours`. */
export function weekHoursErrors(
  hoursErrors: ({ message?: string } & Partial<Record<Weekday, { end?: { message?: string } } | undefined>>) | undefined,
): WeekHoursErrors {
  return {
    message: hoursErrors?.message,
    days: Object.fromEntries(WEEKDAYS.map((d) => [d, hoursErrors?.[d]?.end?.message])),
  };
}
