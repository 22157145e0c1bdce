import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@randevu/contracts/messages';
import type { LoginBody } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { EmailInput } from '@/components/ui/email-input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors, errorStatus } from '@/lib/form-errors';
import { useLogin } from '../api/login';

const t = messages.auth.login;

type LoginValues = Required<LoginBody>;

/** Login has no client validation; every check is the server's. */
export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<LoginValues>({
    defaultValues: { email: '', password: '', remember: true },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    return login.mutateAsync(values).then(
      () => {
        toast.success(messages.auth.loginSuccess);
        navigate(paths.dashboard);
      },
      (error: unknown) => {
        const status = errorStatus(error);
        if (status === 429 && error instanceof ApiError) {
          setFormError(error.message);
          toast.error(error.message);
          return;
        }
        if (status === 400) applyServerErrors(error, setError, ['email', 'password']);
        else
          setFormError(
            status === 401
              ? messages.auth.loginInvalid
              : error instanceof ApiError
                ? error.message
                : messages.common.genericError,
          );
        toast.error(messages.auth.loginFailedToast);
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field label={t.email} error={formState.errors.email?.message}>
        <EmailInput {...register('email')} />
      </Field>
      <Field
        label={t.password}
        error={formState.errors.password?.message}
        labelAside={
          <Link
            to={paths.forgotPassword}
            className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {t.forgot}
          </Link>
        }
      >
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
      <Controller
        control={control}
        name="remember"
        render={({ field }) => (
          <CheckboxField
            label={t.remember}
            name={field.name}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting}>
        {t.submit}
      </Button>
    </form>
  );
}
