import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { confirmEmailVerificationBodySchema, EMAIL_VERIFICATION_RESEND_SECONDS, messages } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { CodeInput } from '@/components/ui/code-input';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useCooldown } from '@/lib/use-cooldown';
import { useConfirmEmailVerification } from '../api/confirm-email-verification';
import { useSendEmailVerification } from '../api/send-email-verification';

const t = messages.emailVerification;

/**
 * 'E-postanızı doğrulayın' in 'Randevularım' for a user whose address is not verified (decision 038): 'Kod gönder',
 * then the 6-digit code and 'Doğrula'. Success toasts how many guest appointments joined the list.
 */
export function EmailVerificationCard({ email }: { email: string }) {
  const send = useSendEmailVerification();
  const confirm = useConfirmEmailVerification();
  const cooldown = useCooldown(EMAIL_VERIFICATION_RESEND_SECONDS);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, resetField } = useForm({
    resolver: zodResolver(confirmEmailVerificationBodySchema),
    defaultValues: { code: '' },
  });

  const onSend = () => {
    setFormError(null);
    send.mutate(undefined, {
      onSuccess: () => {
        if (sent) toast.success(t.codeSent);
        setSent(true);
        cooldown.restart();
        resetField('code');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'RESEND_TOO_SOON') cooldown.restart();
        setFormError(refusalMessageOr(error, messages.common.genericError));
      },
    });
  };

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    return confirm.mutateAsync(values).then(
      (result) => void toast.success(result.claimed > 0 ? t.claimed(result.claimed) : t.verified),
      (error: unknown) => {
        if (!applyServerErrors(error, setError, ['code'])) setFormError(refusalMessageOr(error, messages.common.genericError));
      },
    );
  });

  return (
    <Card role="region" className="grid gap-4 p-4 sm:p-5" aria-labelledby="email-verification-title">
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="grid gap-1">
          <h2 id="email-verification-title" className="font-semibold text-ink">
            {t.title}
          </h2>
          <p className="text-sm text-stone-600">{sent ? t.codeSentTo(email) : t.description(email)}</p>
        </div>
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {sent ? (
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-3 sm:grid-cols-[16rem_max-content] sm:items-start sm:justify-start"
        >
          <Field
            label={t.code}
            error={formState.errors.code?.message}
            hint={cooldown.left > 0 ? <span aria-live="polite">{t.resendIn(cooldown.left)}</span> : undefined}
            required
          >
            <CodeInput {...register('code')} />
          </Field>
          {/* Level with the input: below the label's line (1.25rem) and the field's gap (0.375rem). */}
          <div className="flex flex-wrap items-center gap-2 sm:mt-[1.625rem]">
            <Button type="submit" loading={formState.isSubmitting}>
              {t.verify}
            </Button>
            <Button type="button" variant="ghost" onClick={onSend} disabled={cooldown.left > 0} loading={send.isPending}>
              {t.resend}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button type="button" variant="outline" onClick={onSend} loading={send.isPending}>
            {t.sendCode}
          </Button>
        </div>
      )}
    </Card>
  );
}
