import { useState, type FormEvent } from 'react';
import {
  customerDisplayName,
  messages,
  REJECTION_REASON_MAX,
  updateOwnerAppointmentStatusBodySchema,
  type OwnerAppointment,
  type OwnerStatusChange,
} from '@randevu/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ReasonField } from '@/components/ui/reason-field';
import { fill, formatAppointmentDate } from '@/lib/format';

const t = messages.ownerAppointments;

/**
 * What the owner confirms in the dialog: a request's rejection (docs/product-owner.md#appointment-requests), a confirmed
 * appointment's cancel before its start, or its no-show mark after. Approving a request asks nothing (decision 071).
 */
export type OwnerDialogAction = 'reject' | 'cancel' | 'no_show';

interface ActionConfig {
  status: OwnerStatusChange;
  title: string;
  text: string;
  submit: string;
  variant: 'success' | 'destructive';
  /** A reason field, sent as `reason` (a rejection) or `cancellation_reason` (a cancel). */
  reason?: { field: 'reason' | 'cancellation_reason'; label: string; placeholder: string };
}

export const DIALOG_ACTIONS: Record<OwnerDialogAction, ActionConfig> = {
  reject: {
    status: 'cancelled',
    title: t.rejectTitle,
    text: t.rejectText,
    submit: t.reject,
    variant: 'destructive',
    reason: { field: 'reason', label: t.rejectReasonLabel, placeholder: t.rejectReasonPlaceholder },
  },
  cancel: {
    status: 'cancelled',
    title: t.cancelConfirmedTitle,
    text: t.cancelConfirmedText,
    submit: t.cancelConfirmed,
    variant: 'destructive',
    reason: { field: 'cancellation_reason', label: t.cancelReasonLabel, placeholder: t.cancelReasonPlaceholder },
  },
  no_show: { status: 'no_show', title: t.noShowTitle, text: t.noShowText, submit: t.markNoShow, variant: 'destructive' },
};

export interface DecisionDialogProps {
  appointment: OwnerAppointment;
  action: OwnerDialogAction | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (action: OwnerDialogAction, reason: string | null) => void;
  isPending: boolean;
  /** The server's message for the reason field, if it refused it. */
  reasonError?: string;
}

/** The confirmation of an owner's status change; a rejection or a cancel may carry a reason. */
export function DecisionDialog({ appointment: a, action, onOpenChange, onSubmit, isPending, reasonError }: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The last action stays shown while the dialog animates closed, so its text does not change under the eye.
  const [lastAction, setLastAction] = useState<OwnerDialogAction>('reject');
  if (action && action !== lastAction) setLastAction(action);
  const config = DIALOG_ACTIONS[action ?? lastAction];
  const values = {
    name: customerDisplayName(a.user),
    date: formatAppointmentDate(a.appointment_date),
    time: a.appointment_time,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!action) return;
    const body = { status: config.status, ...(config.reason ? { [config.reason.field]: reason } : {}) };
    const parsed = updateOwnerAppointmentStatusBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.reasonTooLong);
      return;
    }
    setError(undefined);
    onSubmit(action, parsed.data.reason);
  };

  return (
    <ConfirmDialog
      open={action !== null}
      onClose={() => {
        setReason('');
        setError(undefined);
        onOpenChange(false);
      }}
      onSubmit={submit}
      title={config.title}
      description={
        <>
          {fill(config.text, values)}
          {a.sub_service ? (
            <>
              <br />
              <span className="font-medium text-stone-800">
                {a.service.name} · {a.sub_service.name} · {a.expert_name}
              </span>
            </>
          ) : null}
        </>
      }
      cancelLabel={t.cancelAction}
      confirmLabel={config.submit}
      pending={isPending}
      tone={config.variant}
    >
      {config.reason ? (
        <ReasonField
          label={config.reason.label}
          name={config.reason.field}
          value={reason}
          onChange={setReason}
          max={REJECTION_REASON_MAX}
          placeholder={config.reason.placeholder}
          error={error ?? reasonError}
        />
      ) : null}
    </ConfirmDialog>
  );
}
