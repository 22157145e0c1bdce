import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { toast } from 'sonner';
import { customerDisplayName, formatKurus, type CalendarAppointment } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { fill } from '@/lib/format';
import { refusalMessageOr } from '@/lib/form-errors';
import { useUpdateCalendarStatus } from '../api/owner-calendar-writes';
import type { DaySummary } from '../lib/day-summary';

const t = messages.ownerCalendar.page;

export interface DayStripProps {
  summary: DaySummary;
  /** Tapping a request's text opens its appointment (reject, move). */
  onOpen: (appointment: CalendarAppointment) => void;
}

/**
 * The shown day's figures above the calendar (decision 076): '14 randevu · 2 bekleyen istek · ₺6.850'. The pending
 * figure opens the day's requests, each approved in one tap ('Onayla', as on the requests page: decision 071) when
 * the server's `allowed_actions` offer it; a rejection asks for a reason in the appointment's dialog.
 */
export function DayStrip({ summary, onOpen }: DayStripProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const pending = summary.pending.length;
  return (
    <section
      aria-label={t.summaryLabel}
      className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-2xl border border-stone-200 bg-white px-3 py-2"
    >
      <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-stone-800">
        <span className="font-semibold">{fill(t.summaryCount, { count: summary.count })}</span>
        <span aria-hidden>·</span>
        {pending > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-1 font-semibold text-amber-900 underline decoration-amber-400 underline-offset-4 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {fill(t.summaryPending, { count: pending })}
            <ChevronDown aria-hidden className={cx('size-4 transition-transform', open && 'rotate-180')} />
          </button>
        ) : (
          <span className="inline-flex min-h-11 items-center">{fill(t.summaryPending, { count: 0 })}</span>
        )}
        <span aria-hidden>·</span>
        <span>
          <span className="sr-only">{t.summaryRevenue} </span>
          <span className="font-semibold">{formatKurus(summary.revenueKurus)}</span>
        </span>
      </p>
      {open && pending > 0 ? (
        <ul
          id={listId}
          aria-label={t.pendingTitle}
          className="grid grid-cols-[minmax(0,1fr)] gap-1 border-t border-stone-100 pt-2"
        >
          {summary.pending.map((a) => (
            <PendingRow key={a.id} appointment={a} onOpen={onOpen} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PendingRow({ appointment: a, onOpen }: { appointment: CalendarAppointment; onOpen: DayStripProps['onOpen'] }) {
  const update = useUpdateCalendarStatus();
  const customer = customerDisplayName(a.customer);
  const time = a.starts_at_local.slice(11);
  return (
    <li className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => onOpen(a)}
        className="min-h-11 min-w-0 flex-1 truncate rounded-lg px-1 text-left text-sm text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {fill(t.pendingRow, { time, customer, service: a.sub_service_name ?? a.service_name })}
      </button>
      {a.allowed_actions.includes('confirm') ? (
        <Button
          size="sm"
          aria-label={fill(t.approveNamed, { customer, time })}
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { id: a.id, expertId: a.expert_id, status: 'confirmed' },
              {
                onSuccess: () => toast.success(t.confirmed),
                onError: (error) => toast.error(refusalMessageOr(error, t.statusFailed)),
              },
            )
          }
        >
          {t.confirm}
        </Button>
      ) : null}
    </li>
  );
}
