import { useState } from 'react';
import { toast } from 'sonner';
import type { CalendarAppointment } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { ReasonField } from '@/components/ui/reason-field';
import { refusalMessageOr } from '@/lib/form-errors';
import { useUpdateCalendarStatus, type CalendarStatus } from '../api/owner-calendar-writes';

const t = messages.ownerCalendar.page;
const REASON_MAX = 500;

const done: Record<CalendarStatus, string> = {
  confirmed: t.confirmed,
  cancelled: t.cancelled,
  completed: t.completed,
  no_show: t.markedNoShow,
};

/**
 * What the server's `allowed_actions` offer (decisions 029, 059): a pending request is confirmed or rejected; a
 * confirmed one is cancelled with a reason before it starts; once started, the owner marks it 'Geldi' or 'Gelmedi'
 * (a completed visit can still become a no-show within its correction window).
 */
export function StatusActions({ appointment: a, onDone }: { appointment: CalendarAppointment; onDone: () => void }) {
  const update = useUpdateCalendarStatus();
  const [reason, setReason] = useState('');
  const allowed = new Set(a.allowed_actions);
  const set = (status: CalendarStatus, withReason = false) =>
    update.mutate(
      { id: a.id, expertId: a.expert_id, status, reason: withReason ? reason.trim() || null : null },
      {
        onSuccess: () => {
          toast.success(status === 'cancelled' && a.status === 'pending' ? t.rejected : done[status]);
          onDone();
        },
        onError: (error) => toast.error(refusalMessageOr(error, t.statusFailed)),
      },
    );
  const busy = update.isPending;

  if (allowed.has('cancel')) {
    const pending = a.status === 'pending';
    return (
      <section className="grid gap-3 border-t border-stone-200 pt-4">
        <ReasonField
          label={pending ? t.rejectReason : t.cancelReason}
          name="reason"
          value={reason}
          onChange={setReason}
          max={REASON_MAX}
          placeholder={t.cancelReasonPlaceholder}
        />
        {pending && allowed.has('confirm') ? (
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => set('confirmed')}>
              {t.confirm}
            </Button>
            <Button variant="outline-destructive" disabled={busy} onClick={() => set('cancelled', true)}>
              {t.reject}
            </Button>
          </div>
        ) : (
          <Button
            className="justify-self-start"
            variant="outline-destructive"
            disabled={busy}
            onClick={() => set('cancelled', true)}
          >
            {t.cancelAppointment}
          </Button>
        )}
      </section>
    );
  }
  if (allowed.has('complete') || allowed.has('mark_no_show'))
    return (
      <section className="flex flex-wrap gap-2 border-t border-stone-200 pt-4">
        {allowed.has('complete') ? (
          <Button disabled={busy} onClick={() => set('completed')}>
            {t.arrived}
          </Button>
        ) : null}
        {allowed.has('mark_no_show') ? (
          <Button variant="outline-destructive" disabled={busy} onClick={() => set('no_show')}>
            {t.noShow}
          </Button>
        ) : null}
      </section>
    );
  return null;
}
