import type { RuleConflictResponse } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { StatusBadge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatLocalRange } from '@/lib/format-rules';

const t = messages.availabilityRules.page;

export interface RuleConflictDialogProps {
  /** The 409 answer; null keeps the dialog closed. */
  conflict: RuleConflictResponse | null;
  /** The forced send is running. */
  keeping: boolean;
  onKeep: () => void;
  onCancel: () => void;
}

/**
 * 'Çakışan randevular': the appointments booked inside a new rule (date and time, expert, customer, status).
 * 'Randevuları koruyarak kaydet' saves the rule and keeps them; 'Vazgeç' saves nothing.
 */
export function RuleConflictDialog({ conflict, keeping, onKeep, onCancel }: RuleConflictDialogProps) {
  return (
    <ConfirmDialog
      open={conflict !== null}
      onClose={onCancel}
      onConfirm={onKeep}
      title={t.conflictsTitle}
      description={conflict?.message}
      cancelLabel={t.cancel}
      confirmLabel={t.keepAnyway}
      pending={keeping}
      tone="primary"
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      <ul aria-label={t.conflictsTitle} className="grid gap-2">
        {conflict?.conflicts.map((c) => (
          <li key={c.id} className="grid gap-1 rounded-xl border border-stone-200 px-3.5 py-2.5 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-ink">{formatLocalRange(c.starts_at, c.ends_at)}</span>
              <StatusBadge status={c.status} />
            </div>
            <span className="text-stone-700">
              {t.expert}: {c.expert_name}
            </span>
            <span className="text-stone-700">
              {t.customer}: {c.customer_name}
            </span>
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
