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
 * What the appointment's state allows (decision 029): a pending request is confirmed or rejected; a confirmed one is
 * cancelled with a reason before it starts; once started, the owner marks it 'Geldi' or 'Gelmedi' (a completed visit
 * can still become a no-show).
 */
export function StatusActions({
  appointment: a,
  now,
  onDone,
}: {
  appointment: CalendarAppointment;
  now: string;
  onDone: () => void;
}) {
  const update = useUpdateCalendarStatus();
  const [reason, setReason] = useState('');
  const started = now >= a.starts_at;
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

  if (!started && (a.status === 'pending' || a.status === 'confirmed')) {
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
        {pending ? (
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
  if (started && (a.status === 'confirmed' || a.status === 'completed'))
    return (
      <section className="flex flex-wrap gap-2 border-t border-stone-200 pt-4">
        {a.status === 'confirmed' ? (
          <Button disabled={busy} onClick={() => set('completed')}>
            {t.arrived}
          </Button>
        ) : null}
        <Button variant="outline-destructive" disabled={busy} onClick={() => set('no_show')}>
          {t.noShow}
        </Button>
      </section>
    );
  return null;
}
