import type { FormEvent, ReactNode } from 'react';
import { AlertDialog, AlertDialogActions, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from './alert-dialog';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false on Escape, outside click or the cancel button; never while `pending`. */
  onClose: () => void;
  /** A click on the confirming button (without `onSubmit`). */
  onConfirm?: () => void;
  /** With it, the dialog is a form (its fields among `children`) that the confirming button submits. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  title: ReactNode;
  description?: ReactNode;
  /** What stands between the question and its buttons: a reason field, a list. */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirmed action is running: both buttons wait and the dialog stays open. */
  pending?: boolean;
  tone?: 'destructive' | 'primary' | 'success';
  /** Added to the dialog's box (a long list scrolls). */
  className?: string;
}

/**
 * A yes/no question before an action (delete an image, an FAQ, a sub-service, an expert; cancel an appointment,
 * keep the appointments a rule conflicts with), optionally with a reason to give. The caller decides when it
 * closes: right away, or once the action has answered.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  onSubmit,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  pending = false,
  tone = 'destructive',
  className,
}: ConfirmDialogProps) {
  const question = (
    <>
      <div className="grid gap-2">
        <AlertDialogTitle>{title}</AlertDialogTitle>
        {description ? <AlertDialogDescription className="break-words">{description}</AlertDialogDescription> : null}
      </div>
      {children}
      <AlertDialogActions cancelLabel={cancelLabel} pending={pending}>
        <Button type={onSubmit ? 'submit' : 'button'} variant={tone} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </AlertDialogActions>
    </>
  );
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <AlertDialogContent className={className}>
        {onSubmit ? (
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            {question}
          </form>
        ) : (
          question
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
