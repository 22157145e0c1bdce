import type { ComponentProps } from 'react';
import { APPOINTMENT_STATUS_LABELS_TR, type AppointmentStatus } from '@randevu/contracts/messages';
import { cx } from '@/lib/cx';

const tones = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  // The appointment statuses: the original four, then no_show and expired (decision 029; docs/product.md#appointment-statuses).
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  completed: 'bg-sky-50 text-sky-800 ring-sky-200',
  no_show: 'bg-violet-50 text-violet-800 ring-violet-200',
  expired: 'bg-stone-100 text-stone-600 ring-stone-200',
} as const;

export type BadgeTone = keyof typeof tones;

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

/** The status's Turkish label ('Onay Bekliyor', 'Onaylandı', 'İptal Edildi', 'Tamamlandı', 'Gelmedi', 'Süresi Doldu') in its colour. */
export function StatusBadge({ status, className }: { status: AppointmentStatus; className?: string }) {
  return (
    <Badge tone={status} className={className}>
      {APPOINTMENT_STATUS_LABELS_TR[status]}
    </Badge>
  );
}

/** Brand-coloured tags as a list: a venue's categories, an expert's specialties. */
export function BadgeList({ labels, className }: { labels: string[]; className?: string }) {
  return (
    <ul className={cx('flex flex-wrap gap-1.5', className)}>
      {labels.map((label) => (
        <li key={label}>
          <Badge tone="brand">{label}</Badge>
        </li>
      ))}
    </ul>
  );
}
