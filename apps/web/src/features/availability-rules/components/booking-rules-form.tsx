import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { SlidersHorizontal } from 'lucide-react';
import {
  BOOKING_RULE_LIMITS,
  SLOT_INTERVALS,
  updateBookingRulesBodySchema,
  type BookingRules,
  type UpdateBookingRulesBody,
} from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { fill } from '@/lib/format';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useBookingRules } from '../api/get-booking-rules';
import { useUpdateBookingRules } from '../api/update-booking-rules';
import { RuleLoadFailed, RuleSection, RuleSkeleton } from './rule-section';

const m = messages.availabilityRules;
const t = m.page;
const L = BOOKING_RULE_LIMITS;
const fields = ['min_notice_minutes', 'horizon_days', 'cancellation_notice_hours', 'slot_interval_minutes'] as const;
const intervalOptions = SLOT_INTERVALS.map((minutes) => ({ value: minutes, label: fill(m.minutes, { count: minutes }) }));

/** 'Randevu Kuralları': notice, horizon, cancellation deadline and slot interval of the venue. */
export function BookingRulesSection({ venueId }: { venueId: number }) {
  const rules = useBookingRules(venueId);
  return (
    <RuleSection icon={SlidersHorizontal} title={t.rulesTitle} hint={t.rulesHint}>
      {rules.isPending ? (
        <RuleSkeleton rows={4} />
      ) : rules.isError ? (
        <RuleLoadFailed retrying={rules.isFetching} onRetry={() => void rules.refetch()} />
      ) : (
        <BookingRulesForm venueId={venueId} rules={rules.data} />
      )}
    </RuleSection>
  );
}

function BookingRulesForm({ venueId, rules }: { venueId: number; rules: BookingRules }) {
  const update = useUpdateBookingRules(venueId);
  const { register, control, handleSubmit, setError, formState } = useForm<UpdateBookingRulesBody>({
    resolver: zodResolver(updateBookingRulesBodySchema),
    values: rules,
    resetOptions: { keepDirtyValues: true },
  });
  const errors = formState.errors;
  // Controlled: the select's option values are strings, the rule a number.
  const interval = useController({ control, name: 'slot_interval_minutes' });
  const number = (name: (typeof fields)[number]) => register(name, { valueAsNumber: true });

  const onSubmit = handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => void toast.success(t.saved),
      (error: unknown) => {
        applyServerErrors(error, setError, fields);
        toast.error(refusalMessageOr(error, t.saveFailed));
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label={t.minNotice} hint={t.minNoticeHint} error={errors.min_notice_minutes?.message} required>
          <Input
            type="number"
            inputMode="numeric"
            min={L.minNoticeMinutes.min}
            max={L.minNoticeMinutes.max}
            step={1}
            {...number('min_notice_minutes')}
          />
        </Field>
        <Field label={t.horizon} hint={t.horizonHint} error={errors.horizon_days?.message} required>
          <Input
            type="number"
            inputMode="numeric"
            min={L.horizonDays.min}
            max={L.horizonDays.max}
            step={1}
            {...number('horizon_days')}
          />
        </Field>
        <Field
          label={t.cancellationNotice}
          hint={t.cancellationNoticeHint}
          error={errors.cancellation_notice_hours?.message}
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={L.cancellationNoticeHours.min}
            max={L.cancellationNoticeHours.max}
            step={1}
            {...number('cancellation_notice_hours')}
          />
        </Field>
        <Field label={t.slotInterval} hint={t.slotIntervalHint} error={errors.slot_interval_minutes?.message} required>
          <Select
            ref={interval.field.ref}
            name={interval.field.name}
            value={String(interval.field.value ?? '')}
            onChange={(e) => interval.field.onChange(Number(e.target.value))}
            onBlur={interval.field.onBlur}
            options={intervalOptions}
          />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={formState.isSubmitting} className="w-full sm:w-auto">
          {formState.isSubmitting ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
