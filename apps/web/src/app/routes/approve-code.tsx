import { toast } from 'sonner';
import { messages } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { PasswordResetStep } from '@/features/auth/components/password-reset-step';

const t = messages.auth.passwordReset;

/** Spec section 2: the send button only moves on to /new-password; no call is made. */
export default function ApproveCodePage() {
  return (
    <PasswordResetStep title={t.codeTitle} text={t.codeText} next={paths.newPassword} submitLabel={t.send}>
      <Field
        label={t.code}
        labelAside={
          <Button variant="link" size="sm" onClick={() => toast.info(t.resendUnavailable)}>
            {t.resend}
          </Button>
        }
      >
        <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className="tracking-[0.3em]" />
      </Field>
    </PasswordResetStep>
  );
}
