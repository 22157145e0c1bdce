import { useState } from 'react';
import { toast } from 'sonner';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export interface Removable {
  id: number;
  name: string;
}

export interface ConfirmedRemoval<T extends Removable> {
  /** The row waiting for the answer, null while the dialog is closed. */
  target: T | null;
  /** Opens the confirmation for this row. */
  ask: (row: T) => void;
  /** Spread onto a <ConfirmDialog>. */
  dialog: { open: boolean; onClose: () => void; onConfirm: () => void; pending: boolean };
}

/**
 * Delete a named row after a yes/no question; the dialog stays open until the server answers. A 409
 * names what still uses the row (upcoming appointments), and that text is worth more than `failed`.
 */
export function useConfirmedRemoval<T extends Removable, TData>(
  remove: UseMutationResult<TData, Error, number>,
  texts: { deleted: string; failed: string },
): ConfirmedRemoval<T> {
  const [target, setTarget] = useState<T | null>(null);

  const onConfirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(texts.deleted);
        setTarget(null);
      },
      onError: (error) => {
        toast.error(error instanceof ApiError && error.status === 409 ? error.message : texts.failed);
        setTarget(null);
      },
    });
  };

  return {
    target,
    ask: setTarget,
    dialog: { open: target !== null, onClose: () => setTarget(null), onConfirm, pending: remove.isPending },
  };
}
