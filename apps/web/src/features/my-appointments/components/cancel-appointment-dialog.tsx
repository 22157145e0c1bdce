import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CANCELLATION_REASON_MAX, cancelMyAppointmentBodySchema, messages, type MyAppointment } from '@randevu/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ReasonField } from '@/components/ui/reason-field';
import { ApiError } from '@/lib/api-client';
import { formatAppointmentDate } from '@/lib/format';
import { useCancelMyAppointment } from '../api/cancel-my-appointment';

const t = messages.myAppointments;

export interface CancelAppointmentDialogProps {
  appointment: MyAppointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful cancel (or when the server says it can no longer be cancelled). */
  onDone: () => void;
}

/** 'İptal Et' confirmation with an optional reason (spec section 5: the reason is optional). */
export function CancelAppointmentDialog({ appointment, open, onOpenChange, onDone }: CancelAppointmentDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancel = useCancelMyAppointment();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = cancelMyAppointmentBodySchema.safeParse({ cancellation_reason: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.reasonTooLong);
      return;
    }
    setError(undefined);
    cancel.mutate(
      {
        id: appointment.id,
        ...(parsed.data.cancellation_reason ? { cancellation_reason: parsed.data.cancellation_reason } : {}),
      },
      {
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
            // The list was stale: the server's catalogue text says why (already cancelled, started…).
            toast.warning(err.message);
            onOpenChange(false);
            return onDone();
          }
          toast.error(t.cancelFailed);
        },
      },
    );
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
        max={CANCELLATION_REASON_MAX}
        placeholder={t.reasonPlaceholder}
        error={error}
      />
    </ConfirmDialog>
  );
}
