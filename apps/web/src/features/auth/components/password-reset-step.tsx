import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { AuthFooterLine, AuthShell } from './auth-shell';
import { PasswordResetNotice } from './password-reset-notice';

/**
 * One screen of the spec's password reset flow (section 2): its button only moves on to `next`; no call is
 * made (decision 010), and the notice says so.
 */
export function PasswordResetStep(props: {
  title: string;
  text: string;
  next: string;
  submitLabel: string;
  children: ReactNode;
}) {
  usePageMeta(props.title, props.text);
  const navigate = useNavigate();
  return (
    <AuthShell
      title={props.title}
      description={props.text}
      footer={
        <AuthFooterLine>
          <Link to={paths.login}>{messages.auth.passwordReset.backToLogin}</Link>
        </AuthFooterLine>
      }
    >
      <PasswordResetNotice />
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(props.next);
        }}
      >
        {props.children}
        <Button type="submit" size="lg" fullWidth>
          {props.submitLabel}
        </Button>
      </form>
    </AuthShell>
  );
}
