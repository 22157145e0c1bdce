import type { ReactNode } from 'react';
import { AlertDialog, AlertDialogActions, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from './alert-dialog';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false on Escape, outside click or the cancel button; never while `pending`. */
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirmed action is running: both buttons wait and the dialog stays open. */
  pending?: boolean;
  tone?: 'destructive' | 'primary';
}

/**
 * A yes/no question before an action (delete an image, an FAQ, a sub-service, an expert). The caller
 * decides when it closes: right away, or once the action has answered.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pending = false,
  tone = 'destructive',
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent>
        <div className="grid gap-2">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description ? <AlertDialogDescription className="break-words">{description}</AlertDialogDescription> : null}
        </div>
        <AlertDialogActions cancelLabel={cancelLabel} pending={pending}>
          <Button variant={tone === 'destructive' ? 'destructive' : 'primary'} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </AlertDialogActions>
      </AlertDialogContent>
    </AlertDialog>
  );
}
