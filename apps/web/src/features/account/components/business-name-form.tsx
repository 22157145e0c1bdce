import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { toast } from 'sonner';
import { messages, updateBusinessNameBodySchema } from '@randevu/contracts';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useUpdateBusinessName } from '../api/account';

const t = messages.account.business;

/** The owner's business name (the account's name; a venue's own name is edited on its info page). */
export function BusinessNameForm({ businessName }: { businessName: string }) {
  const update = useUpdateBusinessName();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(updateBusinessNameBodySchema),
    defaultValues: { business_name: businessName },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutateAsync(values).then(
      (user) => {
        reset({ business_name: user.business_name ?? '' });
        toast.success(t.saved);
      },
      (error: unknown) => {
        if (applyServerErrors(error, setError, ['business_name'])) return;
        toast.error(refusalMessageOr(error, messages.common.genericError));
      },
    ),
  );

  return (
    <SectionCard icon={Building2} title={t.title} hint={t.hint}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field label={t.label} error={formState.errors.business_name?.message} required>
          <Input autoComplete="organization" {...register('business_name')} />
        </Field>
        <div>
          <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
            {t.submit}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
