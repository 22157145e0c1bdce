import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { createClosureBodySchema, type CreateClosureBody } from '@randevu/contracts';
import { messages, venueNowLocal } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useCreateVenueClosure } from '../api/create-venue-closure';
import { useRuleConflict } from '@/lib/use-rule-conflict';
import { RuleConflictDialog } from '@/components/rule-conflict-dialog';

const t = messages.availabilityRules.page;
const empty: CreateClosureBody = { start_date: '', end_date: '', reason: '' };

/** 'Kapanış Ekle': first and last closed day (both included), an optional reason; a conflict asks first. */
export function ClosureForm({ venueId }: { venueId: number }) {
  const create = useCreateVenueClosure(venueId);
  const { run, dialog } = useRuleConflict();
  const { register, handleSubmit, reset, setError, formState } = useForm<CreateClosureBody>({
    resolver: zodResolver(createClosureBodySchema),
    defaultValues: empty,
  });
  const errors = formState.errors;
  const today = venueNowLocal().slice(0, 10);

  const onSubmit = handleSubmit((values) =>
    run((force) => create.mutateAsync({ ...values, force }), {
      onSaved: () => {
        toast.success(t.closureAdded);
        reset(empty);
      },
      onFailed: (error) => {
        applyServerErrors(error, setError, ['start_date', 'end_date', 'reason']);
        toast.error(refusalMessageOr(error, t.saveFailed));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t.startDate} error={errors.start_date?.message} required>
          <Input type="date" min={today} {...register('start_date')} />
        </Field>
        <Field label={t.endDate} error={errors.end_date?.message} required>
          <Input type="date" min={today} {...register('end_date')} />
        </Field>
      </div>
      <Field label={t.reason} error={errors.reason?.message}>
        <Input autoComplete="off" maxLength={200} {...register('reason')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={formState.isSubmitting} className="w-full sm:w-auto">
          <Plus aria-hidden />
          {t.addClosure}
        </Button>
      </div>
      <RuleConflictDialog {...dialog} />
    </form>
  );
}
