import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { SectionCard } from '@/components/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailed } from '@/components/ui/load-failed';

const t = messages.availabilityRules.page;

/** One section of the rules page: a card that is a region named by its <h2>. */
export function RuleSection({
  icon,
  title,
  hint,
  children,
}: {
  icon: LucideIcon;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <SectionCard role="region" aria-labelledby={titleId} titleId={titleId} icon={icon} title={title} hint={hint}>
      {children}
    </SectionCard>
  );
}

/** A list or form still loading: grey bars, announced once. */
export function RuleSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label={messages.common.loading}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-11 w-full" />
      ))}
    </div>
  );
}

/** 'Kurallar yüklenirken bir hata oluştu.' with 'Tekrar Dene'. */
export function RuleLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <LoadFailed message={t.loadFailed} retryLabel={t.retry} retrying={retrying} onRetry={onRetry} />;
}

/** An empty list's one line. */
export function RuleEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-stone-300 px-4 py-5 text-center text-sm text-stone-600">{children}</p>
  );
}
