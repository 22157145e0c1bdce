import { cx } from '@/lib/cx';
import { initials } from '@/lib/format';

/** A person's initials in a tinted tile, where there is no photo; decorative (the name is written beside it). */
export function InitialsAvatar({
  name,
  className,
}: {
  name: string;
  /** Size, shape, background and type. */ className: string;
}) {
  return (
    <span aria-hidden className={cx('inline-flex shrink-0 items-center justify-center text-brand-800', className)}>
      {initials(name)}
    </span>
  );
}
