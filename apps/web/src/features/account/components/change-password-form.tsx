import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { changePasswordBodySchema, messages } from '@randevu/contracts';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useChangePassword } from '../api/account';

const t = messages.account.password;
const empty = { current_password: '', password: '', password_confirmation: '' };

/** 'Şifre değiştir': the current password, then the new one twice; the other devices are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: empty,
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    change.mutateAsync(values).then(
      () => {
        reset(empty);
        toast.success(t.changed);
      },
      (error: unknown) => {
        if (applyServerErrors(error, setError, ['current_password', 'password', 'password_confirmation'])) return;
        toast.error(refusalMessageOr(error, messages.common.genericError));
      },
    ),
  );

  return (
    <SectionCard icon={KeyRound} title={t.title} hint={t.hint}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field label={t.current} error={errors.current_password?.message} required>
          <PasswordInput autoComplete="current-password" {...register('current_password')} />
        </Field>
        <Field label={t.next} hint={messages.auth.register.passwordHint} error={errors.password?.message} required>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>
        <Field label={t.confirmation} error={errors.password_confirmation?.message} required>
          <PasswordInput autoComplete="new-password" {...register('password_confirmation')} />
        </Field>
        <div>
          <Button type="submit" loading={formState.isSubmitting}>
            {t.submit}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
