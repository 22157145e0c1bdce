import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { createTimeOffBodySchema, type CreateTimeOffBody } from '@randevu/contracts';
import { messages, venueNowLocal } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useCreateExpertTimeOff } from '@/lib/create-expert-time-off';
import { useRuleConflict } from '@/lib/use-rule-conflict';
import { RuleConflictDialog } from '@/components/rule-conflict-dialog';

const t = messages.availabilityRules.page;
const empty: CreateTimeOffBody = { starts_at: '', ends_at: '', reason: '' };

/** 'İzin Ekle' for one expert: start and end in venue wall time, an optional reason; a conflict asks first. */
export function TimeOffForm({ venueId, expertId }: { venueId: number; expertId: number }) {
  const create = useCreateExpertTimeOff(venueId);
  const { run, dialog } = useRuleConflict();
  const { register, handleSubmit, reset, setError, formState } = useForm<CreateTimeOffBody>({
    resolver: zodResolver(createTimeOffBodySchema),
    defaultValues: empty,
  });
  const errors = formState.errors;
  const min = venueNowLocal();

  const onSubmit = handleSubmit((values) =>
    run((force) => create.mutateAsync({ expertId, body: { ...values, force } }), {
      onSaved: () => {
        toast.success(t.timeOffAdded);
        reset(empty);
      },
      onFailed: (error) => {
        applyServerErrors(error, setError, ['starts_at', 'ends_at', 'reason']);
        toast.error(refusalMessageOr(error, t.saveFailed));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t.startsAt} error={errors.starts_at?.message} required>
          <Input type="datetime-local" min={min} {...register('starts_at')} />
        </Field>
        <Field label={t.endsAt} error={errors.ends_at?.message} required>
          <Input type="datetime-local" min={min} {...register('ends_at')} />
        </Field>
      </div>
      <Field label={t.reason} error={errors.reason?.message}>
        <Input autoComplete="off" maxLength={200} {...register('reason')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={formState.isSubmitting} className="w-full sm:w-auto">
          <Plus aria-hidden />
          {t.addTimeOff}
        </Button>
      </div>
      <RuleConflictDialog {...dialog} />
    </form>
  );
}
