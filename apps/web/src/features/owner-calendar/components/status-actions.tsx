import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CalendarAppointment } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { ReasonField } from '@/components/ui/reason-field';
import { refusalMessageOr } from '@/lib/form-errors';
import { undoCalendarStatus, useUpdateCalendarStatus, type CalendarStatus } from '../api/owner-calendar-writes';

const t = messages.ownerCalendar.page;
const REASON_MAX = 500;
/** The toast that offers "Geri al" stays this long; the server's window (STATUS_UNDO_MINUTES) is longer. */
const UNDO_TOAST_MS = 10_000;

const done: Record<CalendarStatus, string> = {
  confirmed: t.confirmed,
  cancelled: t.cancelled,
  completed: t.completed,
  no_show: t.markedNoShow,
};

type Props = { appointment: CalendarAppointment; onDone: () => void };

/**
 * One status change with its toast; when the server's answer allows `undo` (decision 077), the toast offers "Geri al",
 * which asks the server to take the change back (the change itself is in the database before the toast shows).
 */
function useStatusChange({ appointment: a, onDone }: Props) {
  const update = useUpdateCalendarStatus();
  const queryClient = useQueryClient();
  const undo = () =>
    undoCalendarStatus(queryClient, { id: a.id, expertId: a.expert_id }).then(
      () => toast.success(t.undone),
      (error: unknown) => toast.error(refusalMessageOr(error, t.statusFailed)),
    );
  const set = (status: CalendarStatus, reason: string | null = null) =>
    update.mutate(
      { id: a.id, expertId: a.expert_id, status, reason },
      {
        onSuccess: (answer) => {
          const text = status === 'cancelled' && a.status === 'pending' ? t.rejected : done[status];
          if (answer.allowed_actions.includes('undo'))
            toast.success(text, { duration: UNDO_TOAST_MS, action: { label: t.undo, onClick: () => void undo() } });
          else toast.success(text);
          onDone();
        },
        onError: (error) => toast.error(refusalMessageOr(error, t.statusFailed)),
      },
    );
  return { set, busy: update.isPending };
}

/**
 * The status actions the server's `allowed_actions` offer that happen most (decisions 029, 059, 077): a request is
 * confirmed ('Onayla'); a started visit is marked 'Geldi' or 'Gelmedi' (a completed one can still become a no-show in
 * its correction window). Rendered inside the dialog's first row of buttons.
 */
export function StatusActions(props: Props) {
  const { set, busy } = useStatusChange(props);
  const allowed = new Set(props.appointment.allowed_actions);
  return (
    <>
      {allowed.has('confirm') ? (
        <Button disabled={busy} onClick={() => set('confirmed')}>
          {t.confirm}
        </Button>
      ) : null}
      {allowed.has('complete') ? (
        <Button variant="success" disabled={busy} onClick={() => set('completed')}>
          {t.arrived}
        </Button>
      ) : null}
      {allowed.has('mark_no_show') ? (
        <Button variant="outline-destructive" disabled={busy} onClick={() => set('no_show')}>
          {t.noShow}
        </Button>
      ) : null}
    </>
  );
}

/**
 * Cancel (or reject a request) behind a secondary button (decision 077): the first tap opens the reason and the
 * button that does it, so a slip of the thumb cancels nothing.
 */
export function CancelAction(props: Props) {
  const { set, busy } = useStatusChange(props);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!props.appointment.allowed_actions.includes('cancel')) return null;
  const pending = props.appointment.status === 'pending';
  const label = pending ? t.reject : t.cancelAppointment;
  if (!open)
    return (
      <Button className="justify-self-start" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  return (
    <section className="grid gap-3 rounded-xl border border-stone-200 p-3">
      <ReasonField
        label={pending ? t.rejectReason : t.cancelReason}
        name="reason"
        value={reason}
        onChange={setReason}
        max={REASON_MAX}
        placeholder={t.cancelReasonPlaceholder}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline-destructive" disabled={busy} onClick={() => set('cancelled', reason.trim() || null)}>
          {label}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t.cancel}
        </Button>
      </div>
    </section>
  );
}
