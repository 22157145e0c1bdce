import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { IconTile } from '@/components/ui/icon-tile';
import { cn } from '@/lib/cn';

export interface NavCardProps extends Pick<LinkProps, 'to' | 'state'> {
  icon: LucideIcon;
  /** The first line, bold (a name, a title, with its badges). */
  title: ReactNode;
  /** The second line, small and grey. */
  hint: ReactNode;
  /** Appended to the first line's classes. */
  titleClassName?: string;
  className?: string;
}

/** A whole-card link with an icon tile, two lines and a chevron (the owner's venues, the venue panel's entries). */
export function NavCard({ to, state, icon, title, hint, titleClassName, className }: NavCardProps) {
  return (
    <Link
      to={to}
      state={state}
      className={cn(
        'group flex items-center gap-4 rounded-card border border-stone-200 bg-white p-5 shadow-card transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <IconTile icon={icon} className="size-12 shrink-0 rounded-xl" iconClassName="size-6" />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className={cn('flex flex-wrap items-center gap-2', titleClassName)}>{title}</span>
        {hint}
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700"
        aria-hidden
      />
    </Link>
  );
}
