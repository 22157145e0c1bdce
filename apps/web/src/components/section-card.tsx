import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';

export interface SectionCardProps extends ComponentProps<'div'> {
  icon: LucideIcon;
  title: string;
  hint?: string;
  /** The <h2>'s id, for an aria-labelledby. */
  titleId?: string;
}

/** A card headed by an icon tile, an <h2> and an optional hint (venue form sections, photos, notification settings). */
export function SectionCard({ icon, title, hint, titleId, children, ...props }: SectionCardProps) {
  return (
    <Card className="p-5 sm:p-6" {...props}>
      <div className="mb-5 flex items-start gap-3">
        <IconTile icon={icon} className="size-9 shrink-0 rounded-xl" iconClassName="size-5" />
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
        </div>
      </div>
      {children}
    </Card>
  );
}
