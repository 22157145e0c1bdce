import { Link } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthFooterLine, AuthShell } from '@/features/auth/components/auth-shell';
import { LoginForm } from '@/features/auth/components/login-form';

const t = messages.auth.login;

export default function LoginPage() {
  usePageMeta(t.title, t.description);
  return (
    <AuthShell
      title={t.title}
      description={t.description}
      footer={
        <AuthFooterLine>
          {t.noAccount} <Link to={paths.register}>{t.registerLink}</Link>
        </AuthFooterLine>
      }
    >
      <LoginForm />
    </AuthShell>
  );
}
