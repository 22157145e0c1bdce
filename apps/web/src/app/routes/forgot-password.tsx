import { messages } from '@randevu/contracts/messages';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { PasswordResetStep } from '@/features/auth/components/password-reset-step';

const t = messages.auth.passwordReset;

/** Decision 024 (docs/product.md#password-reset): e-mails a 6-digit code, then /approve-code. */
export default function ForgotPasswordPage() {
  return (
    <PasswordResetStep title={t.forgotTitle} text={t.forgotText}>
      <ForgotPasswordForm />
    </PasswordResetStep>
  );
}
