import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages, resetPasswordBodySchema } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useResetPassword } from '../api/password-reset';
import type { NewPasswordState } from '../lib/password-reset-state';

const t = messages.auth.passwordReset;

/** /new-password: sets the password with the token /approve-code obtained; success → /login with a toast. */
export function NewPasswordForm({ token }: NewPasswordState) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<{ message: string; startOver: boolean } | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    return reset.mutateAsync(values).then(
      () => {
        toast.success(t.resetSuccess);
        navigate(paths.login, { replace: true });
      },
      (error: unknown) => {
        if (applyServerErrors(error, setError, ['password', 'password_confirmation'])) return;
        setFormError({
          message: refusalMessageOr(error, messages.common.genericError),
          startOver: error instanceof ApiError && error.code.startsWith('RESET_TOKEN'),
        });
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? (
        <Alert tone="error">
          <p>{formError.message}</p>
          {formError.startOver ? (
            <p>
              <Link to={paths.forgotPassword} className="font-semibold underline underline-offset-2">
                {t.startOver}
              </Link>
            </p>
          ) : null}
        </Alert>
      ) : null}
      <Field label={t.newPassword} hint={messages.auth.register.passwordHint} error={errors.password?.message} required>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label={t.newPasswordConfirmation} error={errors.password_confirmation?.message} required>
        <PasswordInput autoComplete="new-password" {...register('password_confirmation')} />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting}>
        {t.confirm}
      </Button>
    </form>
  );
}
