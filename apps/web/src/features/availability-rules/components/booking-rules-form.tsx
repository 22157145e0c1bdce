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
import { Switch } from '@/components/ui/switch';
import { fill } from '@/lib/format';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useBookingRules } from '../api/get-booking-rules';
import { useUpdateBookingRules } from '../api/update-booking-rules';
import { RuleLoadFailed, RuleSection, RuleSkeleton } from './rule-section';

const m = messages.availabilityRules;
const t = m.page;
const L = BOOKING_RULE_LIMITS;
const fields = [
  'min_notice_minutes',
  'horizon_days',
  'cancellation_notice_hours',
  'slot_interval_minutes',
  'auto_confirm',
  'pending_expiry_hours',
  'no_show_request_threshold',
] as const satisfies readonly (keyof BookingRules)[];
/** The whole-number rules, each between its limits; the slot interval is a choice, instant booking a switch. */
const numberFields = [
  { name: 'min_notice_minutes', label: t.minNotice, hint: t.minNoticeHint, limits: L.minNoticeMinutes },
  { name: 'horizon_days', label: t.horizon, hint: t.horizonHint, limits: L.horizonDays },
  {
    name: 'cancellation_notice_hours',
    label: t.cancellationNotice,
    hint: t.cancellationNoticeHint,
    limits: L.cancellationNoticeHours,
  },
  { name: 'pending_expiry_hours', label: t.pendingExpiry, hint: t.pendingExpiryHint, limits: L.pendingExpiryHours },
] as const;

/** Only the rules the owner changed go out, so a save never overwrites what another session changed meanwhile. */
function changedRules(values: UpdateBookingRulesBody, rules: BookingRules): UpdateBookingRulesBody {
  return Object.fromEntries(fields.filter((f) => values[f] !== rules[f]).map((f) => [f, values[f]]));
}
const intervalOptions = SLOT_INTERVALS.map((minutes) => ({ value: minutes, label: fill(m.minutes, { count: minutes }) }));
/** Decision 091: off, or 1 to 10 no-shows in 90 days. */
const thresholdOptions = [
  { value: '', label: t.noShowThresholdOff },
  ...Array.from({ length: L.noShowRequestThreshold.max - L.noShowRequestThreshold.min + 1 }, (_, i) => {
    const count = L.noShowRequestThreshold.min + i;
    return { value: count, label: fill(t.noShowThresholdOption, { count }) };
  }),
];

/**
 * 'Randevu Kuralları': notice, horizon, cancellation deadline and slot interval of the venue; instant booking and how
 * long a request waits for an answer (decision 036); the no-show rule that turns a habit into requests (decision 091).
 */
export function BookingRulesSection({ venueId }: { venueId: number }) {
  const rules = useBookingRules(venueId);
  return (
    <RuleSection icon={SlidersHorizontal} title={t.rulesTitle} hint={t.rulesHint}>
      {rules.isPending ? (
        <RuleSkeleton rows={7} />
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
  const autoConfirm = useController({ control, name: 'auto_confirm' });
  const threshold = useController({ control, name: 'no_show_request_threshold' });

  const onSubmit = handleSubmit((values) => {
    const body = changedRules(values, rules);
    if (!Object.keys(body).length) return void toast.success(t.saved);
    return update.mutateAsync(body).then(
      () => void toast.success(t.saved),
      (error: unknown) => {
        applyServerErrors(error, setError, fields);
        toast.error(refusalMessageOr(error, t.saveFailed));
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        {numberFields.map(({ name, label, hint, limits }) => (
          <Field key={name} label={label} hint={hint} error={errors[name]?.message} required>
            <Input
              type="number"
              inputMode="numeric"
              min={limits.min}
              max={limits.max}
              step={1}
              {...register(name, { valueAsNumber: true })}
            />
          </Field>
        ))}
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
        <Field label={t.autoConfirm} hint={t.autoConfirmHint} error={errors.auto_confirm?.message}>
          <Switch
            ref={autoConfirm.field.ref}
            name={autoConfirm.field.name}
            checked={autoConfirm.field.value === true}
            onClick={() => autoConfirm.field.onChange(!autoConfirm.field.value)}
            onBlur={autoConfirm.field.onBlur}
          />
        </Field>
        <Field label={t.noShowThreshold} hint={t.noShowThresholdHint} error={errors.no_show_request_threshold?.message}>
          <Select
            ref={threshold.field.ref}
            name={threshold.field.name}
            value={threshold.field.value == null ? '' : String(threshold.field.value)}
            onChange={(e) => threshold.field.onChange(e.target.value ? Number(e.target.value) : null)}
            onBlur={threshold.field.onBlur}
            options={thresholdOptions}
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
