import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { SectionCard } from '@/components/section-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

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
  return (
    <Alert tone="error">
      <p>{t.loadFailed}</p>
      <div>
        <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    </Alert>
  );
}

/** An empty list's one line. */
export function RuleEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-stone-300 px-4 py-5 text-center text-sm text-stone-600">{children}</p>
  );
}
