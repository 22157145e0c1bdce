import { Link } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthFooterLine, AuthShell, LoginPromptLine } from '@/features/auth/components/auth-shell';
import { RegisterForm } from '@/features/auth/components/register-form';

const t = messages.auth.register;

export default function RegisterPage() {
  usePageMeta(t.title, t.description);
  return (
    <AuthShell
      wide
      title={t.title}
      description={t.description}
      footer={
        <>
          <LoginPromptLine />
          <AuthFooterLine>
            {t.businessPrompt} <Link to={paths.businessRegister}>{t.businessLink}</Link>
          </AuthFooterLine>
        </>
      }
    >
      <RegisterForm />
    </AuthShell>
  );
}
