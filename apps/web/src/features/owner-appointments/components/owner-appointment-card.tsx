import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Ban, CalendarDays, Check, Clock, Mail, MessageSquareText, Phone, UserRound, UserX, Wallet, X } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { customerDisplayName, type OwnerAppointment, type OwnerStatusChange } from '@randevu/contracts';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { NoShowTag } from '@/components/ui/no-show-tag';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fill, formatAppointmentDate, formatLira } from '@/lib/format';
import { useUpdateOwnerAppointmentStatus } from '../api/update-owner-appointment-status';
import { DecisionDialog, DIALOG_ACTIONS, type OwnerDialogAction } from './decision-dialog';
import { RescheduledNote } from './rescheduled-note';
import { formatPhone, phoneHref } from '@/lib/format-phone';

const t = messages.ownerAppointments;
type OwnerAction = OwnerDialogAction | 'confirm' | 'complete';
const SUCCESS: Record<OwnerAction, string> = {
  confirm: t.confirmed,
  reject: t.cancelledByOwner,
  cancel: t.cancelledConfirmed,
  no_show: t.markedNoShow,
  complete: t.markedCompleted,
};

/**
 * Which buttons show: the server's `allowed_actions` (decision 059) decide; the status only names them (a pending
 * appointment's cancel is a rejection, a completed visit's no-show a correction).
 */
function actionsOf(a: OwnerAppointment) {
  const allowed = new Set(a.allowed_actions);
  return {
    approve: allowed.has('confirm'),
    reject: a.status === 'pending' && allowed.has('cancel'),
    cancel: a.status === 'confirmed' && allowed.has('cancel'),
    mark: allowed.has('complete'),
    correct: a.status === 'completed' && allowed.has('mark_no_show'),
  };
}

/**
 * One appointment as the owner sees it: customer, phone (a tel: link), service, sub-service, expert, Turkish date,
 * time, price, notes and status. 'Reddet' (asks, with a reason) and 'Onayla' (at once) while a request is pending and has not started; 'İptal Et'
 * while a confirmed one has not started; 'Geldi' and 'Gelmedi' once it has, and 'Gelmedi' for a
 * completed visit until 7 days after its start. 'Müşteri değiştirdi' with the previous time after a customer's reschedule.
 */
export function OwnerAppointmentCard({
  appointment: a,
  linked = false,
}: {
  appointment: OwnerAppointment;
  /** The request a message's link names (decision 096): marked, `aria-current`, focusable by the list. */
  linked?: boolean;
}) {
  const titleId = useId();
  const [dialog, setDialog] = useState<OwnerDialogAction | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const update = useUpdateOwnerAppointmentStatus();
  const name = customerDisplayName(a.user);
  const can = actionsOf(a);
  const answerable = can.approve || can.reject;

  const change = (action: OwnerAction, reason: string | null) => {
    setReasonError(undefined);
    const status: OwnerStatusChange =
      action === 'complete' ? 'completed' : action === 'confirm' ? 'confirmed' : DIALOG_ACTIONS[action].status;
    const reasonField = action === 'cancel' ? 'cancellation_reason' : 'reason';
    update.mutate(
      { id: a.id, status, ...(reason ? { [reasonField]: reason } : {}) },
      {
        onSuccess: () => {
          toast.success(SUCCESS[action]);
          setDialog(null);
        },
        onError: (err) => {
          const fieldError = err instanceof ApiError ? (err.errors?.[reasonField] ?? err.errors?.reason) : undefined;
          if (fieldError) return setReasonError(fieldError);
          // A 409 or 404 means the card was stale; the server's catalogue text says why (already confirmed…).
          toast.error(err instanceof ApiError && (err.status === 409 || err.status === 404) ? err.message : t.statusFailed);
          setDialog(null);
        },
      },
    );
  };

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      aria-busy={update.isPending || undefined}
      data-appointment-id={a.id}
      aria-current={linked || undefined}
      tabIndex={linked ? -1 : undefined}
      className={cn(
        'grid scroll-mt-24 gap-4 p-4 sm:p-5',
        a.status === 'pending' && answerable && 'border-amber-300',
        linked && 'ring-2 ring-brand-600 ring-offset-2 focus:outline-none focus-visible:ring-brand-700',
      )}
    >
      {linked ? (
        <Badge tone="brand" className="justify-self-start">
          {t.linkedRequest}
        </Badge>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
        <div className="min-w-0">
          <h3 id={titleId} className="flex flex-wrap items-center gap-2 text-base font-semibold break-words text-ink">
            {name}
            {a.is_guest ? <Badge tone="neutral">{t.guest}</Badge> : null}
            {a.user.no_show_tag ? <NoShowTag count={a.user.no_shows_12m} /> : null}
          </h3>
          <p className="text-sm break-words text-stone-600">
            {a.service.name}
            {a.sub_service ? <span className="text-stone-800"> · {a.sub_service.name}</span> : null}
          </p>
        </div>
        <StatusBadge status={a.status} />
      </div>

      <dl className="grid gap-x-5 gap-y-1.5 text-sm text-stone-700 sm:grid-cols-2">
        <Item icon={CalendarDays} label={messages.myAppointments.dateLabel}>
          {formatAppointmentDate(a.appointment_date)}
        </Item>
        <Item icon={Clock} label={messages.myAppointments.timeLabel}>
          {a.appointment_time} · {fill(t.minutes, { count: a.duration_minutes })}
        </Item>
        <Item icon={Phone} label={t.phoneLabel}>
          {a.user.phone ? (
            <a
              href={phoneHref(a.user.phone)}
              className="font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {formatPhone(a.user.phone)}
            </a>
          ) : (
            messages.ownerCalendar.noContact
          )}
        </Item>
        {a.customer_email ? (
          <Item icon={Mail} label={t.emailLabel}>
            <span className="break-all">{a.customer_email}</span>
          </Item>
        ) : null}
        <Item icon={UserRound} label={t.expertLabel}>
          {a.expert_name}
        </Item>
        <Item icon={Wallet} label={t.priceLabel}>
          {formatLira(a.price)}
        </Item>
      </dl>

      {a.rescheduled_from ? <RescheduledNote from={a.rescheduled_from} /> : null}

      {a.notes?.trim() ? (
        <p className="flex gap-2 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
          <MessageSquareText className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden />
          <span className="min-w-0 break-words">
            <span className="sr-only">{t.notesLabel}: </span>
            {a.notes}
          </span>
        </p>
      ) : null}

      {a.status === 'cancelled' && a.cancellation_reason ? (
        <p className="text-sm text-stone-600">
          <span className="font-medium text-stone-800">{t.reasonShownLabel}:</span> {a.cancellation_reason}
        </p>
      ) : null}

      {answerable ? (
        <div className="flex flex-col-reverse gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:justify-end">
          {can.reject ? (
            <Button variant="outline-destructive" disabled={update.isPending} onClick={() => setDialog('reject')}>
              <X aria-hidden />
              {t.reject}
              <span className="sr-only">: {name}</span>
            </Button>
          ) : null}
          {can.approve ? (
            // One tap: an approval is what the owner does most and is the customer's wish; it asks nothing (decision 071).
            <Button
              variant="success"
              loading={update.isPending && update.variables?.status === 'confirmed'}
              disabled={update.isPending}
              onClick={() => change('confirm', null)}
            >
              <Check aria-hidden />
              {t.confirm}
              <span className="sr-only">: {name}</span>
            </Button>
          ) : null}
        </div>
      ) : a.status === 'pending' ? (
        <p className="border-t border-stone-100 pt-3 text-sm text-stone-600">{t.expired}</p>
      ) : can.cancel ? (
        <div className="flex flex-col-reverse gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline-destructive" disabled={update.isPending} onClick={() => setDialog('cancel')}>
            <Ban aria-hidden />
            {t.cancelConfirmed}
            <span className="sr-only">: {name}</span>
          </Button>
        </div>
      ) : can.mark || can.correct ? (
        <div className="grid gap-2 border-t border-stone-100 pt-4 sm:flex sm:items-center sm:justify-end">
          {can.mark ? <p className="text-sm text-stone-600 sm:mr-auto">{t.afterVisitHint}</p> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline-destructive" disabled={update.isPending} onClick={() => setDialog('no_show')}>
              <UserX aria-hidden />
              {t.markNoShow}
              <span className="sr-only">: {name}</span>
            </Button>
            {can.mark ? (
              <Button
                variant="success"
                loading={update.isPending && update.variables?.status === 'completed'}
                disabled={update.isPending}
                onClick={() => change('complete', null)}
              >
                <Check aria-hidden />
                {t.markCompleted}
                <span className="sr-only">: {name}</span>
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      <DecisionDialog
        appointment={a}
        action={dialog}
        onOpenChange={(open) => !open && setDialog(null)}
        onSubmit={change}
        isPending={update.isPending}
        reasonError={reasonError}
      />
    </Card>
  );
}

function Item({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Icon className="size-4 shrink-0 text-stone-400" aria-hidden />
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
