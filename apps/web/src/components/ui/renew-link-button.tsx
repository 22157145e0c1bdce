import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

export interface RenewLinkTexts {
  label: string;
  title: string;
  help: string;
  confirm: string;
  cancel: string;
}

/**
 * A manage link's 'yenile' button with its yes/no question (decision 054), for the customer's page and the owner's
 * appointment dialog. `renew` runs the write and calls `done` once it succeeded, which closes the question.
 */
export function RenewLinkButton({
  texts,
  pending,
  renew,
  place,
}: {
  texts: RenewLinkTexts;
  pending: boolean;
  renew: (done: () => void) => void;
  /** The customer's page (full width on a phone) or the owner's appointment dialog (small, at the start). */
  place: 'page' | 'dialog';
}) {
  const [open, setOpen] = useState(false);
  const label = (
    <>
      <RefreshCw aria-hidden className="size-4" />
      {texts.label}
    </>
  );
  return (
    <>
      {place === 'page' ? (
        <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
          {label}
        </Button>
      ) : (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => renew(() => setOpen(false))}
        title={texts.title}
        description={texts.help}
        cancelLabel={texts.cancel}
        confirmLabel={texts.confirm}
        pending={pending}
        tone="primary"
      />
    </>
  );
}
