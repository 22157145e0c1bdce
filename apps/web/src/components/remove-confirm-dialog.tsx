import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fill } from '@/lib/format';
import type { ConfirmedRemoval, Removable } from '@/lib/use-confirmed-removal';

export interface RemoveConfirmTexts {
  removeConfirmTitle: string;
  /** With {name}. */
  removeConfirmText: string;
  keep: string;
  removeConfirm: string;
}

/** The question before a named row is deleted (an expert, a sub-service): its name, keep or delete. */
export function RemoveConfirmDialog<T extends Removable>({
  removal,
  texts,
}: {
  removal: ConfirmedRemoval<T>;
  texts: RemoveConfirmTexts;
}) {
  return (
    <ConfirmDialog
      {...removal.dialog}
      title={texts.removeConfirmTitle}
      description={fill(texts.removeConfirmText, { name: removal.target?.name ?? '' })}
      cancelLabel={texts.keep}
      confirmLabel={texts.removeConfirm}
    />
  );
}
