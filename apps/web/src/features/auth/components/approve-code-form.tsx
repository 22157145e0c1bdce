import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages, PASSWORD_RESET_RESEND_SECONDS, verifyResetCodeBodySchema } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { CodeInput } from '@/components/ui/code-input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useCooldown } from '@/lib/use-cooldown';
import { useForgotPassword, useVerifyResetCode } from '../api/password-reset';
import type { ApproveCodeState, NewPasswordState } from '../lib/password-reset-state';

const t = messages.auth.passwordReset;

/** /approve-code: checks the e-mailed code; 'Tekrar gönder' asks for a new one after the cooldown. */
export function ApproveCodeForm({ email, sentAt }: ApproveCodeState) {
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const resend = useForgotPassword();
  const cooldown = useCooldown(PASSWORD_RESET_RESEND_SECONDS, sentAt);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, resetField } = useForm({
    resolver: zodResolver(verifyResetCodeBodySchema),
    defaultValues: { email, code: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    return verify.mutateAsync(values).then(
      (result) => {
        toast.success(t.codeVerified);
        const state: NewPasswordState = { token: result.reset_token };
        navigate(paths.newPassword, { state, replace: true });
      },
      (error: unknown) => {
        if (!applyServerErrors(error, setError, ['code'])) setFormError(refusalMessageOr(error, messages.common.genericError));
      },
    );
  });

  const onResend = () => {
    setFormError(null);
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          cooldown.restart();
          resetField('code');
          toast.success(t.resendSent);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'RESEND_TOO_SOON') cooldown.restart();
          const message = refusalMessageOr(error, messages.common.genericError);
          setFormError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <p className="text-sm text-stone-600">{t.codeSentTo(email)}</p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field
        label={t.code}
        error={formState.errors.code?.message}
        hint={cooldown.left > 0 ? <span aria-live="polite">{t.resendIn(cooldown.left)}</span> : undefined}
        labelAside={
          <Button
            type="button"
            variant="link"
            size="sm"
            onClick={onResend}
            disabled={cooldown.left > 0}
            loading={resend.isPending}
          >
            {t.resend}
          </Button>
        }
        required
      >
        <CodeInput {...register('code')} />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting}>
        {t.send}
      </Button>
    </form>
  );
}
