import { messages } from '@randevu/contracts/messages';
import { paths } from '@/config/paths';
import { SignUpShell } from '@/features/auth/components/auth-shell';
import { BusinessRegisterForm } from '@/features/auth/components/business-register-form';

const t = messages.auth.businessRegister;

export default function BusinessRegisterPage() {
  return (
    <SignUpShell
      title={t.title}
      description={t.description}
      other={{ prompt: t.personalPrompt, to: paths.register, link: t.personalLink }}
    >
      <BusinessRegisterForm />
    </SignUpShell>
  );
}
