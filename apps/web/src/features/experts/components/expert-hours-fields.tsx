import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { messages, WEEKDAY_LABELS_TR, WEEKDAYS } from '@randevu/contracts/messages';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError, Fieldset } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { ExpertDayValue, ExpertFormInput, ExpertFormOutput } from '../lib/expert-form';
import { timeOptions } from '../lib/time-options';
import { ExpertBreaksFields } from './expert-breaks-fields';

const t = messages.experts;

export interface ExpertHoursFieldsProps {
  control: Control<ExpertFormInput, unknown, ExpertFormOutput>;
  register: UseFormRegister<ExpertFormInput>;
  hours: Record<string, ExpertDayValue>;
  errors: FieldErrors<ExpertFormInput>['hours'];
}

/**
 * One row per weekday: a 'Çalışıyor' toggle, then start and end (docs/product-owner.md#experts), and on a working day
 * its breaks. A server message on a day (`working_hours.monday`) shows with the hours when it is about them,
 * else with the breaks.
 */
export function ExpertHoursFields({ control, register, hours, errors }: ExpertHoursFieldsProps) {
  return (
    <Fieldset legend={t.hoursTitle} hint={t.hoursHint} error={errors?.message}>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 px-3">
        {WEEKDAYS.map((day) => {
          const label = WEEKDAY_LABELS_TR[day];
          const value = hours[day]!;
          const dayErrors = errors?.[day];
          const serverDay = dayErrors?.message;
          const dayError = dayErrors?.end?.message ?? (serverDay === t.hoursInvalid ? serverDay : undefined);
          const breaksError = dayErrors?.breaks?.message ?? (serverDay !== t.hoursInvalid ? serverDay : undefined);
          const errorId = `expert-hours-${day}-error`;
          return (
            <li key={day} className="grid gap-2 py-3 sm:grid-cols-[9.5rem_1fr] sm:items-start">
              <div className="flex items-center justify-between gap-3 sm:h-11">
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
              <div className="grid gap-3">
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
                {value.enabled ? (
                  <Controller
                    control={control}
                    name={`hours.${day}.breaks`}
                    render={({ field }) => (
                      <ExpertBreaksFields
                        day={day}
                        dayLabel={label}
                        value={value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={breaksError}
                      />
                    )}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Fieldset>
  );
}
