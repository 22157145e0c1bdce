import { messages } from '@randevu/contracts/messages';
import { paths } from '@/config/paths';
import { SignUpShell } from '@/features/auth/components/auth-shell';
import { RegisterForm } from '@/features/auth/components/register-form';

const t = messages.auth.register;

export default function RegisterPage() {
  return (
    <SignUpShell
      title={t.title}
      description={t.description}
      other={{ prompt: t.businessPrompt, to: paths.businessRegister, link: t.businessLink }}
    >
      <RegisterForm />
    </SignUpShell>
  );
}
