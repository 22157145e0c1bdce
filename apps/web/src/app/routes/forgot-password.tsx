import { Link, useNavigate } from 'react-router';
import { messages } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthFooterLine, AuthShell } from '@/features/auth/components/auth-shell';
import { PasswordResetNotice } from '@/features/auth/components/password-reset-notice';

const t = messages.web.passwordReset;

/** Spec section 2: the send button only moves on to /approve-code; no call is made. */
export default function ForgotPasswordPage() {
  usePageMeta(t.forgotTitle, t.forgotText);
  const navigate = useNavigate();
  return (
    <AuthShell
      title={t.forgotTitle}
      description={t.forgotText}
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
          navigate(paths.approveCode);
        }}
      >
        <Field label={t.email}>
          <Input type="email" name="email" autoComplete="email" inputMode="email" autoCapitalize="none" />
        </Field>
        <Button type="submit" size="lg" fullWidth>
          {t.send}
        </Button>
      </form>
    </AuthShell>
  );
}
