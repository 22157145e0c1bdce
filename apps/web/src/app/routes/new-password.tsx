import { Link, useNavigate } from 'react-router';
import { messages } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthFooterLine, AuthShell } from '@/features/auth/components/auth-shell';
import { PasswordResetNotice } from '@/features/auth/components/password-reset-notice';

const t = messages.web.passwordReset;

/** Spec section 2: the confirm button only moves on to /login; no call is made and no password changes. */
export default function NewPasswordPage() {
  usePageMeta(t.newTitle, t.newText);
  const navigate = useNavigate();
  return (
    <AuthShell
      title={t.newTitle}
      description={t.newText}
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
          navigate(paths.login);
        }}
      >
        <Field label={t.newPassword}>
          <PasswordInput name="password" autoComplete="new-password" />
        </Field>
        <Field label={t.newPasswordConfirmation}>
          <PasswordInput name="password_confirmation" autoComplete="new-password" />
        </Field>
        <Button type="submit" size="lg" fullWidth>
          {t.confirm}
        </Button>
      </form>
    </AuthShell>
  );
}
