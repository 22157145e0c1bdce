import { useFormState, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { messages, REGISTRATION_PHONE_MAX_DIGITS } from '@randevu/contracts/messages';
import { EmailInput } from '@/components/ui/email-input';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { digitsOnly } from '@/lib/digits-only';

const t = messages.auth.register;

/** The account fields both sign-up forms share (user and business): they differ only in the name fields. */
interface AccountValues {
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
}

/** E-mail, phone (digits only), password and its confirmation, with the server's or the schema's messages. */
export function AccountFields<T extends FieldValues & AccountValues, C, O extends FieldValues>({
  control,
  register,
}: {
  control: Control<T, C, O>;
  register: UseFormRegister<T>;
}) {
  const { errors } = useFormState({ control });
  const message = (name: keyof AccountValues) => errors[name]?.message as string | undefined;
  return (
    <>
      <Field label={t.email} error={message('email')} required>
        <EmailInput {...register('email' as Path<T>)} />
      </Field>
      <Field label={t.phone} hint={t.phoneHint} error={message('phone')} required>
        <Input
          type="tel"
          autoComplete="tel-national"
          {...digitsOnly(register('phone' as Path<T>), REGISTRATION_PHONE_MAX_DIGITS)}
        />
      </Field>
      <Field label={t.password} hint={t.passwordHint} error={message('password')} required>
        <PasswordInput autoComplete="new-password" {...register('password' as Path<T>)} />
      </Field>
      <Field label={t.passwordConfirmation} error={message('password_confirmation')} required>
        <PasswordInput autoComplete="new-password" {...register('password_confirmation' as Path<T>)} />
      </Field>
    </>
  );
}
