import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { CalendarDays, Check, Clock, Mail, MessageSquareText, Phone, UserRound, Wallet, X } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { OwnerAppointment, OwnerDecision } from '@randevu/contracts';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fill, formatAppointmentDate, formatLira } from '@/lib/format';
import { useUpdateOwnerAppointmentStatus } from '../api/update-owner-appointment-status';
import { DecisionDialog } from './decision-dialog';

const t = messages.ownerAppointments;

/**
 * One request as the owner sees it: customer, phone (a tel: link), service, sub-service, expert, Turkish date,
 * time, price, notes and status. 'Reddet' and 'Onayla' only while it is pending and has not started.
 */
export function OwnerAppointmentCard({ appointment: a, now }: { appointment: OwnerAppointment; now: number }) {
  const titleId = useId();
  const [decision, setDecision] = useState<OwnerDecision | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const update = useUpdateOwnerAppointmentStatus();
  const name = `${a.user.first_name} ${a.user.last_name}`;
  const answerable = a.status === 'pending' && new Date(a.starts_at).getTime() > now;

  const decide = (to: OwnerDecision, reason: string | null) => {
    setReasonError(undefined);
    update.mutate(
      { id: a.id, status: to, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          toast.success(to === 'confirmed' ? t.confirmed : t.cancelledByOwner);
          setDecision(null);
        },
        onError: (err) => {
          const fieldError = err instanceof ApiError ? err.errors?.reason : undefined;
          if (fieldError) return setReasonError(fieldError);
          // A 409 or 404 means the card was stale; the server's catalogue text says why (already confirmed…).
          toast.error(err instanceof ApiError && (err.status === 409 || err.status === 404) ? err.message : t.statusFailed);
          setDecision(null);
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
      className={cn('grid gap-4 p-4 sm:p-5', a.status === 'pending' && answerable && 'border-amber-300')}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
        <div className="min-w-0">
          <h3 id={titleId} className="flex flex-wrap items-center gap-2 text-base font-semibold break-words text-ink">
            {name}
            {a.is_guest ? <Badge tone="neutral">{t.guest}</Badge> : null}
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
          <a
            href={`tel:${a.user.phone}`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {a.user.phone}
          </a>
        </Item>
        <Item icon={Mail} label={t.emailLabel}>
          <span className="break-all">{a.customer_email}</span>
        </Item>
        <Item icon={UserRound} label={t.expertLabel}>
          {a.expert_name}
        </Item>
        <Item icon={Wallet} label={t.priceLabel}>
          {formatLira(a.price)}
        </Item>
      </dl>

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
          <Button variant="outline-destructive" disabled={update.isPending} onClick={() => setDecision('cancelled')}>
            <X aria-hidden />
            {t.reject}
            <span className="sr-only">: {name}</span>
          </Button>
          <Button
            variant="success"
            loading={update.isPending && update.variables?.status === 'confirmed'}
            disabled={update.isPending}
            onClick={() => setDecision('confirmed')}
          >
            <Check aria-hidden />
            {t.confirm}
            <span className="sr-only">: {name}</span>
          </Button>
        </div>
      ) : a.status === 'pending' ? (
        <p className="border-t border-stone-100 pt-3 text-sm text-stone-600">{t.expired}</p>
      ) : null}

      <DecisionDialog
        appointment={a}
        decision={decision}
        onOpenChange={(open) => !open && setDecision(null)}
        onSubmit={decide}
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
