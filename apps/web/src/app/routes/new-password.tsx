import { messages } from '@randevu/contracts';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { PasswordResetStep } from '@/features/auth/components/password-reset-step';

const t = messages.auth.passwordReset;

/** Spec section 2: the confirm button only moves on to /login; no call is made and no password changes. */
export default function NewPasswordPage() {
  return (
    <PasswordResetStep title={t.newTitle} text={t.newText} next={paths.login} submitLabel={t.confirm}>
      <Field label={t.newPassword}>
        <PasswordInput name="password" autoComplete="new-password" />
      </Field>
      <Field label={t.newPasswordConfirmation}>
        <PasswordInput name="password_confirmation" autoComplete="new-password" />
      </Field>
    </PasswordResetStep>
  );
}
