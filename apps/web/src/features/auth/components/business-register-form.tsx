import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages, registerBusinessBodySchema } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { applyServerErrors, rateLimitedMessageOr } from '@/lib/form-errors';
import { useRegisterBusiness } from '../api/register-business';
import { AccountFields } from './account-fields';

const t = { ...messages.auth.register, ...messages.auth.businessRegister };
const fields = ['business_name', 'email', 'phone', 'password', 'password_confirmation'] as const;

export function BusinessRegisterForm() {
  const navigate = useNavigate();
  const registerBusiness = useRegisterBusiness();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(registerBusinessBodySchema),
    defaultValues: { business_name: '', email: '', phone: '', password: '', password_confirmation: '' },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    return registerBusiness.mutateAsync(values).then(
      () => {
        toast.success(messages.auth.businessRegisterSuccess);
        navigate(paths.businessSetup);
      },
      (error: unknown) => {
        applyServerErrors(error, setError, fields);
        setFormError(rateLimitedMessageOr(error, messages.auth.businessRegisterInvalid));
        toast.error(messages.auth.businessRegisterFailedToast);
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field label={t.businessName} error={errors.business_name?.message} required>
        <Input autoComplete="organization" {...register('business_name')} />
      </Field>
      <AccountFields control={control} register={register} />
      <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting}>
        {t.submit}
      </Button>
    </form>
  );
}
