import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages, registerBodySchema } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LegalLink } from '@/components/legal-link';
import { paths } from '@/config/paths';
import { applyServerErrors, rateLimitedMessageOr } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { AccountFields } from './account-fields';

const t = messages.auth.register;
const fields = ['first_name', 'last_name', 'email', 'phone', 'password', 'password_confirmation'] as const;

export function RegisterForm() {
  const navigate = useNavigate();
  const registerUser = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  // docs/product.md#accounts: the terms box is shown but not enforced.
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', password: '', password_confirmation: '' },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    return registerUser.mutateAsync(values).then(
      () => {
        toast.success(messages.auth.registerSuccess);
        navigate(paths.dashboard);
      },
      (error: unknown) => {
        applyServerErrors(error, setError, fields);
        setFormError(rateLimitedMessageOr(error, messages.auth.registerInvalid));
        toast.error(messages.auth.registerFailedToast);
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.firstName} error={errors.first_name?.message} required>
          <Input autoComplete="given-name" {...register('first_name')} />
        </Field>
        <Field label={t.lastName} error={errors.last_name?.message} required>
          <Input autoComplete="family-name" {...register('last_name')} />
        </Field>
      </div>
      <AccountFields control={control} register={register} />
      <CheckboxField
        name="terms"
        checked={termsAccepted}
        onCheckedChange={(checked) => setTermsAccepted(checked === true)}
        label={
          <>
            <LegalLink type="aydinlatma-metni">{t.termsLink}</LegalLink>
            {t.termsAfter}
          </>
        }
      />
      <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting}>
        {t.submit}
      </Button>
    </form>
  );
}
