import { siteShellMessages } from '@randevu/contracts/messages/site-shell';
import { cx } from '@/lib/cx';

export interface SpinnerProps {
  className?: string;
  /** Read by screen readers; pass `null` when a surrounding element already announces the state. */
  label?: string | null;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export function Spinner({ className, label = siteShellMessages.ui.loading, size = 'md' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex items-center justify-center', className)}>
      <span aria-hidden className={cx('animate-spin rounded-full border-current border-r-transparent', sizes[size])} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/**
 * A centred spinner filling the page while a route or its data loads. It fills the viewport below the 4rem
 * header, so the footer starts below the fold and does not jump when the page arrives (CLS; decision 022).
 */
export function PageSpinner({ label = siteShellMessages.ui.loading }: { label?: string }) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col items-center justify-center gap-3 text-brand-700">
      <Spinner size="lg" label={null} />
      <p role="status" className="text-sm text-stone-600">
        {label}
      </p>
    </div>
  );
}
