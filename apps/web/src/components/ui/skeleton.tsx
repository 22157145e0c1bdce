import type { ComponentProps, ReactNode } from 'react';
import { messages } from '@randevu/contracts/messages';
import { cn } from '@/lib/cn';

/** A grey placeholder block; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-stone-200/80', className)} {...props} />;
}

/** Placeholder bars stacked in one box, one class list a bar ('h-5 w-1/2', …). */
export function SkeletonLines({ lines, className }: { lines: string[]; className?: string }) {
  return (
    <div className={className}>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}

export interface SkeletonListProps extends ComponentProps<'ul'> {
  /** How many placeholder rows. */
  count: number;
  itemClassName?: string;
  /** Adds a visually hidden 'Yükleniyor…' status row for screen readers. */
  announce?: boolean;
  /** One row's placeholder, repeated `count` times. */
  children: ReactNode;
}

/** A list's loading state: the same placeholder row `count` times. */
export function SkeletonList({ count, itemClassName, announce, children, ...props }: SkeletonListProps) {
  return (
    <ul {...props}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={itemClassName}>
          {children}
        </li>
      ))}
      {announce ? (
        <li className="sr-only" role="status">
          {messages.site.ui.loading}
        </li>
      ) : null}
    </ul>
  );
}

/** The loading state of an owner's list of cards (venues, sub-services, experts): `count` white cards, busy. */
export function CardSkeletonList({ itemClassName, ...props }: Omit<SkeletonListProps, 'announce'>) {
  return (
    <SkeletonList
      aria-busy="true"
      itemClassName={cn('rounded-card border border-stone-200 bg-white p-5', itemClassName)}
      {...props}
    />
  );
}
