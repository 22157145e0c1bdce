import { useState, type FormEvent } from 'react';
import {
  messages,
  REJECTION_REASON_MAX,
  updateOwnerAppointmentStatusBodySchema,
  type OwnerAppointment,
  type OwnerDecision,
} from '@randevu/contracts';
import {
  AlertDialog,
  AlertDialogActions,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ReasonField } from '@/components/ui/reason-field';
import { fill, formatAppointmentDate } from '@/lib/format';

const t = messages.ownerAppointments;

export interface DecisionDialogProps {
  appointment: OwnerAppointment;
  decision: OwnerDecision | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (decision: OwnerDecision, reason: string | null) => void;
  isPending: boolean;
  /** The server's message for the reason field, if it refused it. */
  reasonError?: string;
}

/** 'Onayla' / 'Reddet' confirmation (spec section 4: after a confirmation); a rejection may carry a reason. */
export function DecisionDialog({
  appointment: a,
  decision,
  onOpenChange,
  onSubmit,
  isPending,
  reasonError,
}: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const rejecting = decision === 'cancelled';
  const values = {
    name: `${a.user.first_name} ${a.user.last_name}`,
    date: formatAppointmentDate(a.appointment_date),
    time: a.appointment_time,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!decision) return;
    const parsed = updateOwnerAppointmentStatusBodySchema.safeParse({ status: decision, reason: rejecting ? reason : null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.reasonTooLong);
      return;
    }
    setError(undefined);
    onSubmit(decision, parsed.data.reason);
  };

  return (
    <AlertDialog
      open={decision !== null}
      onOpenChange={(next) => {
        if (isPending) return;
        if (!next) {
          setReason('');
          setError(undefined);
        }
        onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <AlertDialogTitle>{rejecting ? t.rejectTitle : t.confirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>
              {fill(rejecting ? t.rejectText : t.confirmText, values)}
              {a.sub_service ? (
                <>
                  <br />
                  <span className="font-medium text-stone-800">
                    {a.service.name} · {a.sub_service.name} · {a.expert_name}
                  </span>
                </>
              ) : null}
            </AlertDialogDescription>
          </div>
          {rejecting ? (
            <ReasonField
              label={t.rejectReasonLabel}
              name="reason"
              value={reason}
              onChange={setReason}
              max={REJECTION_REASON_MAX}
              placeholder={t.rejectReasonPlaceholder}
              error={error ?? reasonError}
            />
          ) : null}
          <AlertDialogActions cancelLabel={t.cancelAction} pending={isPending}>
            <Button type="submit" variant={rejecting ? 'destructive' : 'success'} loading={isPending}>
              {rejecting ? t.reject : t.confirm}
            </Button>
          </AlertDialogActions>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
