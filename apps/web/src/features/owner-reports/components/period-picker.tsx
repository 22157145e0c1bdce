import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ownerReportsQuerySchema, type OwnerReportsQuery } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { DateInput } from '@/components/ui/date-input';
import { cn } from '@/lib/cn';
import { PERIOD_KEYS, type Period, type PeriodKey } from '../lib/period';

const t = messages.ownerReports;

export interface PeriodPickerProps {
  period: Period;
  /** A preset chosen, or a custom range applied. */
  onChange: (key: PeriodKey, range?: { from: string; to: string }) => void;
}

/** The custom range: two dates checked by the API's own schema (its Turkish texts: at most 366 days). */
function CustomRange({ period, onApply }: { period: Period; onApply: (range: { from: string; to: string }) => void }) {
  const { control, handleSubmit, formState } = useForm<OwnerReportsQuery>({
    resolver: zodResolver(ownerReportsQuerySchema),
    defaultValues: { from: period.from, to: period.to },
  });
  const error = formState.errors.to?.message ?? formState.errors.from?.message;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((range) => onApply({ from: range.from, to: range.to }))}
      className="grid gap-3 sm:flex sm:items-start"
    >
      <Controller
        control={control}
        name="from"
        render={({ field }) => (
          <Field label={t.period.from} error={formState.errors.from && !formState.errors.to ? error : undefined}>
            <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="to"
        render={({ field }) => (
          <Field label={t.period.to} error={formState.errors.to?.message}>
            <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          </Field>
        )}
      />
      <Button type="submit" variant="secondary" className="sm:mt-6">
        {t.period.apply}
      </Button>
    </form>
  );
}

/** 'Dönem': Bugün, Bu hafta, Bu ay, Son 30 gün, Özel aralık; the choice lives in the URL. */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t.page.periodLabel} className="flex flex-wrap gap-2">
        {PERIOD_KEYS.map((key) => (
          <Button
            key={key}
            size="sm"
            variant={period.key === key ? 'primary' : 'outline'}
            aria-pressed={period.key === key}
            onClick={() => onChange(key)}
            className={cn(period.key === key && 'pointer-events-none')}
          >
            {t.period[key]}
          </Button>
        ))}
      </div>
      {period.key === 'custom' ? (
        <CustomRange key={`${period.from}:${period.to}`} period={period} onApply={(range) => onChange('custom', range)} />
      ) : null}
    </div>
  );
}
