import { useLocation } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { PasswordResetStartOver, PasswordResetStep } from '@/features/auth/components/password-reset-step';
import { readNewPasswordState } from '@/features/auth/lib/password-reset-state';

const t = messages.auth.passwordReset;

/** Decision 024 (docs/product.md#password-reset): sets the new password with the token, then /login. */
export default function NewPasswordPage() {
  const state = readNewPasswordState(useLocation().state);
  return (
    <PasswordResetStep title={t.newTitle} text={t.newText}>
      {state ? <NewPasswordForm {...state} /> : <PasswordResetStartOver text={t.missingToken} />}
    </PasswordResetStep>
  );
}
