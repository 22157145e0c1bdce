import type { LucideIcon } from 'lucide-react';
import { cx } from '@/lib/cx';

/** A decorative icon on a light brand-coloured tile (empty states, link cards, section headings). */
export function IconTile({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  /** Size and shape of the tile. */
  className: string;
  iconClassName: string;
}) {
  return (
    <span className={cx('inline-flex items-center justify-center bg-brand-50 text-brand-700', className)}>
      <Icon className={iconClassName} aria-hidden />
    </span>
  );
}
