import { CANCELLATION_REASON_MAX, cancelMyAppointmentBodySchema, type MyAppointment } from '@randevu/contracts';
import { CancelAppointmentDialog as SharedCancelDialog } from '@/components/cancel-appointment-dialog';
import { useCancelMyAppointment } from '../api/cancel-my-appointment';

export interface CancelAppointmentDialogProps {
  appointment: MyAppointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful cancel (or when the server says it can no longer be cancelled). */
  onDone: () => void;
}

/** The user's cancel (POST /api/user/appointments/{id}/cancel) through the shared dialog. */
export function CancelAppointmentDialog({ appointment, ...props }: CancelAppointmentDialogProps) {
  const cancel = useCancelMyAppointment();
  return (
    <SharedCancelDialog
      appointment={appointment}
      cancel={{
        mutate: (body, callbacks) => cancel.mutate({ id: appointment.id, ...body }, callbacks),
        isPending: cancel.isPending,
      }}
      schema={cancelMyAppointmentBodySchema}
      reasonMax={CANCELLATION_REASON_MAX}
      {...props}
    />
  );
}
