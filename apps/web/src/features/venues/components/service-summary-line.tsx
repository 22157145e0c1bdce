import { Clock } from 'lucide-react';
import { cx } from '@/lib/cx';
import type { ServiceSummary } from '../lib/service-summary';

const sizes = {
  /** The service page's header. */
  lg: { line: 'gap-x-4', price: 'text-lg', icon: 'size-4' },
  /** A row of the venue's service list. */
  md: { line: 'gap-x-3', price: undefined, icon: 'size-3.5' },
} as const;

/** A service's price (range) and duration (range) on one line. */
export function ServiceSummaryLine({ summary, size }: { summary: ServiceSummary; size: keyof typeof sizes }) {
  const s = sizes[size];
  return (
    <p className={cx('mt-1 flex flex-wrap items-center', s.line, 'gap-y-1 text-sm')}>
      <span className={cx(s.price, 'font-semibold text-brand-800')}>{summary.price}</span>
      <span className="inline-flex items-center gap-1 text-stone-600">
        <Clock className={s.icon} aria-hidden />
        {summary.duration}
      </span>
    </p>
  );
}
