import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { cancelMyAppointmentBodySchema } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ReasonField } from '@/components/ui/reason-field';
import { ApiError } from '@/lib/api-client';
import { formatAppointmentDate } from '@/lib/format';

const t = messages.myAppointments;

/** The customer's cancel body: the reason is optional (docs/product-public.md#user-area). */
export interface CancelReasonBody {
  cancellation_reason?: string;
}

/** The part of a mutation the dialog drives: the user's cancel or the manage link's cancel. */
export interface CancelMutation {
  mutate: (body: CancelReasonBody, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

export interface CancelAppointmentDialogProps {
  appointment: { venue: { name: string }; appointment_date: string; appointment_time: string };
  cancel: CancelMutation;
  /**
   * The body's schema and the reason's limit from the main contracts entry, passed in by the feature: components load
   * no zod (decision 022).
   */
  schema: typeof cancelMyAppointmentBodySchema;
  reasonMax: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful cancel (or when the server says it can no longer be cancelled). */
  onDone: () => void;
}

/**
 * 'İptal Et' confirmation with an optional reason, shared by the user's list and the manage link's page:
 * the same body schema, texts and refusals; the caller brings the request.
 */
export function CancelAppointmentDialog({
  appointment,
  cancel,
  schema,
  reasonMax,
  open,
  onOpenChange,
  onDone,
}: CancelAppointmentDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse({ cancellation_reason: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.reasonTooLong);
      return;
    }
    setError(undefined);
    cancel.mutate(parsed.data?.cancellation_reason ? { cancellation_reason: parsed.data.cancellation_reason } : {}, {
      onSuccess: () => {
        toast.success(t.cancelSuccess);
        setReason('');
        onOpenChange(false);
        onDone();
      },
      onError: (err) => {
        const fieldError = err instanceof ApiError ? err.errors?.cancellation_reason : undefined;
        if (fieldError) return setError(fieldError);
        if (err instanceof ApiError && (err.status === 409 || err.status === 404)) {
          // Stale: the server's catalogue text says why (already cancelled, started…).
          toast.warning(err.message);
          onOpenChange(false);
          return onDone();
        }
        toast.error(t.cancelFailed);
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      onSubmit={onSubmit}
      title={t.cancelConfirmTitle}
      description={
        <>
          <span className="font-medium text-stone-800">
            {appointment.venue.name} · {formatAppointmentDate(appointment.appointment_date)} {appointment.appointment_time}
          </span>
          <br />
          {t.cancelConfirmText}
        </>
      }
      cancelLabel={t.keep}
      confirmLabel={t.confirmCancel}
      pending={cancel.isPending}
    >
      <ReasonField
        label={t.reasonLabel}
        name="cancellation_reason"
        value={reason}
        onChange={setReason}
        max={reasonMax}
        placeholder={t.reasonPlaceholder}
        error={error}
      />
    </ConfirmDialog>
  );
}
