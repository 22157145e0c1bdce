import { messages } from '@randevu/contracts/messages';
import { paths } from '@/config/paths';
import { AuthFooterLine, AuthShell } from '@/features/auth/components/auth-shell';
import { LoginForm } from '@/features/auth/components/login-form';

const t = messages.auth.login;

export default function LoginPage() {
  return (
    <AuthShell
      title={t.title}
      description={t.description}
      footer={<AuthFooterLine prompt={t.noAccount} to={paths.register} link={t.registerLink} />}
    >
      <LoginForm />
    </AuthShell>
  );
}
