import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The centred card every auth page sits in: one <h1>, a lead, the form, and links below. The heading and
 * the lead are also the page's document title and meta description.
 */
export function AuthShell({
  title,
  description,
  children,
  footer,
  wide,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  usePageMeta(title, description);
  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-canvas px-4 py-10 sm:py-16">
      <div className={cn('mx-auto w-full', wide ? 'max-w-xl' : 'max-w-md')}>
        <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-card sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {description ? <p className="mt-1.5 text-sm text-stone-600">{description}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 grid gap-2 text-center text-sm text-stone-600">{footer}</div> : null}
      </div>
    </div>
  );
}

/** 'Question? Link' line under an auth card; `prompt` may be left out for a lone link. */
export function AuthFooterLine({ prompt, to, link }: { prompt?: string; to: string; link: string }) {
  return (
    <p className="[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline-offset-4 [&_a:hover]:underline">
      {prompt ? `${prompt} ` : null}
      <Link to={to}>{link}</Link>
    </p>
  );
}

/**
 * The frame of both sign-up pages: the wide card, 'Zaten hesabınız var mı? Giriş yapın' and a line to the
 * other sign-up page (personal ↔ business).
 */
export function SignUpShell({
  title,
  description,
  other,
  children,
}: {
  title: string;
  description: string;
  other: { prompt: string; to: string; link: string };
  children: ReactNode;
}) {
  const t = messages.auth.register;
  return (
    <AuthShell
      wide
      title={title}
      description={description}
      footer={
        <>
          <AuthFooterLine prompt={t.haveAccount} to={paths.login} link={t.loginLink} />
          <AuthFooterLine {...other} />
        </>
      }
    >
      {children}
    </AuthShell>
  );
}
