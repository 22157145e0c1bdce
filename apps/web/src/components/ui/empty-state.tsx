import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Inbox } from 'lucide-react';
import { cn } from '@/lib/cn';
import { IconTile } from './icon-tile';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: LucideIcon;
  /** Usually a <Button>. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon = Inbox, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-card border border-dashed border-stone-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      <IconTile icon={icon} className="mb-4 size-12 rounded-full" iconClassName="size-6" />
      <p className="text-base font-semibold text-ink">{title}</p>
      {description ? <p className="mt-1 max-w-sm text-sm text-stone-600">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
