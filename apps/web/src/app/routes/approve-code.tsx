import { useLocation } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { ApproveCodeForm } from '@/features/auth/components/approve-code-form';
import { PasswordResetStartOver, PasswordResetStep } from '@/features/auth/components/password-reset-step';
import { readApproveCodeState } from '@/features/auth/lib/password-reset-state';

const t = messages.auth.passwordReset;

/** Decision 024 (docs/product.md#password-reset): the e-mailed code buys a reset token, then /new-password. */
export default function ApproveCodePage() {
  const state = readApproveCodeState(useLocation().state);
  return (
    <PasswordResetStep title={t.codeTitle} text={t.codeText}>
      {state ? <ApproveCodeForm {...state} /> : <PasswordResetStartOver text={t.missingEmail} />}
    </PasswordResetStep>
  );
}
