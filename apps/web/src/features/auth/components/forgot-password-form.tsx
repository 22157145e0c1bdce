import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { forgotPasswordBodySchema, messages } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useForgotPassword } from '../api/password-reset';
import type { ApproveCodeState } from '../lib/password-reset-state';

const t = messages.auth.passwordReset;

/** /forgot-password: asks for a code and moves on to /approve-code with the address in history state. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    return forgot.mutateAsync(values).then(
      (result) => {
        toast.success(result.message);
        const state: ApproveCodeState = { email: values.email, sentAt: Date.now() };
        navigate(paths.approveCode, { state });
      },
      (error: unknown) => {
        if (!applyServerErrors(error, setError, ['email'])) setFormError(refusalMessageOr(error, messages.common.genericError));
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field label={t.email} error={formState.errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          {...register('email')}
        />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting}>
        {t.send}
      </Button>
    </form>
  );
}
