import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { SectionCard } from '@/components/section-card';

/** One titled card of a venue form (creation and venue info). */
export function FormSection({
  icon,
  title,
  hint,
  titleId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  hint?: string;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <SectionCard icon={icon} title={title} hint={hint} titleId={titleId}>
      <div className="grid gap-5">{children}</div>
    </SectionCard>
  );
}
