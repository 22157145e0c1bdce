import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** One titled card of a venue form (creation and venue info). */
export function FormSection({
  icon: Icon,
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
    <Card className="p-5 sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
        </div>
      </div>
      <div className="grid gap-5">{children}</div>
    </Card>
  );
}
