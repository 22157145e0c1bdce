import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthFooterLine, AuthShell } from '@/features/auth/components/auth-shell';
import { PasswordResetNotice } from '@/features/auth/components/password-reset-notice';

const t = messages.web.passwordReset;

/** Spec section 2: the send button only moves on to /new-password; no call is made. */
export default function ApproveCodePage() {
  usePageMeta(t.codeTitle, t.codeText);
  const navigate = useNavigate();
  return (
    <AuthShell
      title={t.codeTitle}
      description={t.codeText}
      footer={
        <AuthFooterLine>
          <Link to={paths.login}>{t.backToLogin}</Link>
        </AuthFooterLine>
      }
    >
      <PasswordResetNotice />
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(paths.newPassword);
        }}
      >
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
        <Button type="submit" size="lg" fullWidth>
          {t.send}
        </Button>
      </form>
    </AuthShell>
  );
}
