import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { messages, WEEKDAY_LABELS_TR, WEEKDAYS } from '@randevu/contracts/messages';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, Fieldset } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { ExpertDayValue, ExpertFormInput, ExpertFormOutput } from '../lib/expert-form';

const t = messages.experts;

// Half hours as a list rather than <input type="time">, which follows the device's 12/24-hour style.
const halfHours = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/** The half-hour list plus a stored time that is off the grid (e.g. 09:15), so it shows as it is. */
const timeOptions = (current: string) =>
  (halfHours.includes(current) || !current ? halfHours : [...halfHours, current].sort()).map((v) => ({ value: v, label: v }));

export interface ExpertHoursFieldsProps {
  control: Control<ExpertFormInput, unknown, ExpertFormOutput>;
  register: UseFormRegister<ExpertFormInput>;
  hours: Record<string, ExpertDayValue>;
  errors: FieldErrors<ExpertFormInput>['hours'];
}

/** One row per weekday: a 'Çalışıyor' toggle, then start and end (spec section 2, venue-experts). */
export function ExpertHoursFields({ control, register, hours, errors }: ExpertHoursFieldsProps) {
  return (
    <Fieldset legend={t.hoursTitle} hint={t.hoursHint}>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 px-3">
        {WEEKDAYS.map((day) => {
          const label = WEEKDAY_LABELS_TR[day];
          const value = hours[day]!;
          const dayError = errors?.[day]?.end?.message;
          const errorId = `expert-hours-${day}-error`;
          return (
            <li key={day} className="grid gap-2 py-3 sm:grid-cols-[9.5rem_1fr] sm:items-center">
              <div className="flex items-center justify-between gap-3">
                <Controller
                  control={control}
                  name={`hours.${day}.enabled`}
                  render={({ field }) => (
                    <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-ink">
                      <Checkbox checked={field.value} onCheckedChange={(c) => field.onChange(c === true)} onBlur={field.onBlur} />
                      {label}
                    </label>
                  )}
                />
                <span className={cn('text-xs font-medium sm:hidden', value.enabled ? 'text-emerald-700' : 'text-stone-500')}>
                  {value.enabled ? t.working : t.off}
                </span>
              </div>
              <div className="grid gap-1">
                <div className="flex items-center gap-2">
                  <Select
                    aria-label={`${label} ${t.startsAt}`}
                    disabled={!value.enabled}
                    aria-invalid={dayError ? true : undefined}
                    aria-describedby={dayError ? errorId : undefined}
                    className="min-w-0 flex-1"
                    options={timeOptions(value.start)}
                    {...register(`hours.${day}.start`)}
                  />
                  <span aria-hidden className="text-stone-400">
                    –
                  </span>
                  <Select
                    aria-label={`${label} ${t.endsAt}`}
                    disabled={!value.enabled}
                    aria-invalid={dayError ? true : undefined}
                    aria-describedby={dayError ? errorId : undefined}
                    className="min-w-0 flex-1"
                    options={timeOptions(value.end)}
                    {...register(`hours.${day}.end`)}
                  />
                </div>
                <FieldError id={errorId}>{dayError}</FieldError>
              </div>
            </li>
          );
        })}
      </ul>
    </Fieldset>
  );
}
