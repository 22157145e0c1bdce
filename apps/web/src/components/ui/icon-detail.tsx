import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface IconDetailProps {
  icon: LucideIcon;
  /** The term, read by screen readers only ('E-posta', 'Telefon'). */
  label: string;
  className?: string;
  iconClassName: string;
  detailClassName?: string;
  children: ReactNode;
}

/** One entry of a <dl> whose term shows as an icon: an e-mail address, a phone number, opening hours. */
export function IconDetail({ icon: Icon, label, className, iconClassName, detailClassName, children }: IconDetailProps) {
  return (
    <div className={className}>
      <dt>
        <Icon className={iconClassName} aria-hidden />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={detailClassName}>{children}</dd>
    </div>
  );
}
