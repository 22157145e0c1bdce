import type { RuleConflictResponse } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import {
  AlertDialog,
  AlertDialogActions,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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
    <AlertDialog open={conflict !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="grid gap-2">
          <AlertDialogTitle>{t.conflictsTitle}</AlertDialogTitle>
          <AlertDialogDescription>{conflict?.message}</AlertDialogDescription>
        </div>
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
        <AlertDialogActions cancelLabel={t.cancel} pending={keeping}>
          <Button loading={keeping} onClick={onKeep}>
            {t.keepAnyway}
          </Button>
        </AlertDialogActions>
      </AlertDialogContent>
    </AlertDialog>
  );
}
