import { useState, type FormEvent } from 'react';
import { Coffee } from 'lucide-react';
import { toast } from 'sonner';
import { applyVenueBreakBodySchema, WEEKDAYS, WEEKDAY_LABELS_TR, type Weekday } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { TimeInput } from '@/components/ui/time-input';
import { fill } from '@/lib/format';
import { refusalMessageOr } from '@/lib/form-errors';
import { useApplyVenueBreak } from '../api/apply-venue-break';
import { RuleSection, RuleSkeleton } from './rule-section';

const t = messages.availabilityRules.page;
/** Preselected: Monday to Saturday, the salon week (decision 078). */
const WORK_WEEK: readonly Weekday[] = WEEKDAYS.slice(0, 6);

type Errors = Partial<Record<'start' | 'end' | 'expert_ids' | 'weekdays', string>>;

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((v) => v !== value);
}

/**
 * 'Salon Geneli Mola' (decision 078): one lunch break for the chosen experts (all preselected) on the chosen weekdays
 * (Monday to Saturday preselected), in one submit: the server writes it into each working day in one transaction.
 */
export function VenueBreakSection({ venueId, experts }: { venueId: number; experts?: { id: number; name: string }[] }) {
  return (
    <RuleSection icon={Coffee} title={t.breakTitle} hint={t.breakHint}>
      {experts ? (
        <VenueBreakForm key={experts.map((e) => e.id).join()} venueId={venueId} experts={experts} />
      ) : (
        <RuleSkeleton rows={2} />
      )}
    </RuleSection>
  );
}

function VenueBreakForm({ venueId, experts }: { venueId: number; experts: { id: number; name: string }[] }) {
  const [start, setStart] = useState('12:30');
  const [end, setEnd] = useState('13:30');
  const [expertIds, setExpertIds] = useState(() => experts.map((e) => e.id));
  const [weekdays, setWeekdays] = useState<Weekday[]>(() => [...WORK_WEEK]);
  const [errors, setErrors] = useState<Errors>({});
  const apply = useApplyVenueBreak(venueId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = applyVenueBreakBodySchema.safeParse({ start, end, expert_ids: expertIds, weekdays });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    apply.mutate(parsed.data, {
      onSuccess: ({ days_updated, days_skipped }) => {
        toast.success(fill(t.breakApplied, { count: days_updated }), {
          ...(days_skipped > 0 ? { description: fill(t.breakSkipped, { count: days_skipped }) } : {}),
        });
      },
      onError: (error) => toast.error(refusalMessageOr(error, t.breakFailed)),
    });
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={onSubmit} aria-label={t.breakTitle}>
      <div className="grid grid-cols-2 items-start gap-4">
        <Field label={t.breakStart} error={errors.start} required>
          <TimeInput step={300} value={start} onChange={setStart} />
        </Field>
        <Field label={t.breakEnd} error={errors.end} required>
          <TimeInput step={300} value={end} onChange={setEnd} />
        </Field>
      </div>
      <fieldset className="grid gap-1" aria-describedby={errors.expert_ids ? 'venue-break-experts-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t.breakExperts}</legend>
        <div className="flex flex-wrap gap-x-5">
          {experts.map((e) => (
            <CheckboxField
              key={e.id}
              className="min-h-11 items-center"
              label={e.name}
              checked={expertIds.includes(e.id)}
              onCheckedChange={(on) => setExpertIds((ids) => toggle(ids, e.id, on === true))}
            />
          ))}
        </div>
        {errors.expert_ids ? (
          <p id="venue-break-experts-error" className="text-sm text-red-700">
            {errors.expert_ids}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-1" aria-describedby={errors.weekdays ? 'venue-break-weekdays-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">{t.breakWeekdays}</legend>
        <div className="flex flex-wrap gap-x-5">
          {WEEKDAYS.map((d) => (
            <CheckboxField
              key={d}
              className="min-h-11 items-center"
              label={WEEKDAY_LABELS_TR[d]}
              checked={weekdays.includes(d)}
              onCheckedChange={(on) => setWeekdays((days) => toggle(days, d, on === true))}
            />
          ))}
        </div>
        {errors.weekdays ? (
          <p id="venue-break-weekdays-error" className="text-sm text-red-700">
            {errors.weekdays}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" className="justify-self-start" loading={apply.isPending}>
        {t.breakApply}
      </Button>
    </form>
  );
}
