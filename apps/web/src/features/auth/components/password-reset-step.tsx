import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { paths } from '@/config/paths';
import { AuthFooterLine, AuthShell } from './auth-shell';

/** The frame of one password-reset page (decision 024, docs/product.md#password-reset): title, lead, form, back to login. */
export function PasswordResetStep(props: { title: string; text: string; children: ReactNode }) {
  return (
    <AuthShell
      title={props.title}
      description={props.text}
      footer={<AuthFooterLine to={paths.login} link={messages.auth.passwordReset.backToLogin} />}
    >
      {props.children}
    </AuthShell>
  );
}

/** Shown when a page is opened without what the previous step hands over (the address, the token). */
export function PasswordResetStartOver({ text }: { text: string }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-700">{text}</p>
      <Link to={paths.forgotPassword} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
        {messages.auth.passwordReset.startOver}
      </Link>
    </div>
  );
}
