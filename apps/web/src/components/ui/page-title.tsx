import { useEffect, type ReactNode } from 'react';
import { siteShellMessages } from '@randevu/contracts/messages/site-shell';
import { cx } from '@/lib/cx';

const SITE = 'Randevu';

function setMetaDescription(content: string) {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** A page's document title: '<title> | Randevu', or 'Randevu' alone. */
export const pageTitle = (title?: string) => (title ? `${title} | ${SITE}` : SITE);

/** Sets document.title ('<title> | Randevu') and the meta description while the page is shown. */
export function usePageMeta(title?: string, description?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
    setMetaDescription(description ?? siteShellMessages.metaDescription);
  }, [title, description]);
}

export interface PageTitleProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons shown to the right on wide screens, below on phones. */
  actions?: ReactNode;
  className?: string;
}

/** The page's single <h1> with an optional lead and actions. */
export function PageTitle({ title, description, actions, className }: PageTitleProps) {
  return (
    <div className={cx('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {description ? <p className="max-w-2xl text-base text-stone-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
