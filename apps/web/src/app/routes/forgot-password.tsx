import { messages } from '@randevu/contracts';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { PasswordResetStep } from '@/features/auth/components/password-reset-step';

const t = messages.auth.passwordReset;

/** Spec section 2: the send button only moves on to /approve-code; no call is made. */
export default function ForgotPasswordPage() {
  return (
    <PasswordResetStep title={t.forgotTitle} text={t.forgotText} next={paths.approveCode} submitLabel={t.send}>
      <Field label={t.email}>
        <Input type="email" name="email" autoComplete="email" inputMode="email" autoCapitalize="none" />
      </Field>
    </PasswordResetStep>
  );
}
