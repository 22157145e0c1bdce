import { Link } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthFooterLine, AuthShell, LoginPromptLine } from '@/features/auth/components/auth-shell';
import { BusinessRegisterForm } from '@/features/auth/components/business-register-form';

const t = messages.auth.businessRegister;

export default function BusinessRegisterPage() {
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
            {t.personalPrompt} <Link to={paths.register}>{t.personalLink}</Link>
          </AuthFooterLine>
        </>
      }
    >
      <BusinessRegisterForm />
    </AuthShell>
  );
}
