import { useId, type ReactNode } from 'react';
import { CalendarDays, ChevronRight, Clock, Store, UserRound, Wallet } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { MyAppointment } from '@randevu/contracts';
import { StatusBadge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatAppointmentDate, formatLira } from '@/lib/format';
import { venueImage } from '../lib/appointment-format';

const t = messages.myAppointments;

export function VenueThumb({ venue, className }: { venue: MyAppointment['venue']; className?: string }) {
  const src = venueImage(venue);
  return src ? (
    <img src={src} alt="" loading="lazy" className={cn('shrink-0 rounded-xl bg-stone-100 object-cover', className)} />
  ) : (
    <span
      aria-hidden
      className={cn('inline-flex shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700', className)}
    >
      <Store className="size-1/2" />
    </span>
  );
}

export interface AppointmentCardProps {
  appointment: MyAppointment;
  /** Only current appointments open a detail view (docs/product-public.md#user-area); past cards have no action. */
  onOpen?: () => void;
  /** Below the details: a past visit's review, an upcoming one's actions. */
  footer?: ReactNode;
  /** The booking just made (decision 072): marked, and its mark read out. */
  highlighted?: boolean;
}

/** Venue, service, sub-service, expert, Turkish date, time, price and status of one appointment. */
export function AppointmentCard({ appointment: a, onOpen, footer, highlighted }: AppointmentCardProps) {
  const titleId = useId();
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-appointment-id={a.id}
      data-highlighted={highlighted ? 'true' : undefined}
      className={cn(
        'relative flex scroll-mt-24 gap-4 p-4 sm:p-5',
        highlighted && 'ring-2 ring-brand-600 ring-offset-2',
        onOpen && 'transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md',
      )}
    >
      <VenueThumb venue={a.venue} className="size-16 sm:size-20" />
      <div className="grid min-w-0 flex-1 gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
          <div className="min-w-0">
            {highlighted ? (
              <p className="mb-1 inline-flex rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                {t.newBooking}
              </p>
            ) : null}
            <h3 id={titleId} className="truncate text-base font-semibold text-ink">
              {a.venue.name}
            </h3>
            <p className="text-sm text-stone-600">
              {a.service.name}
              {a.sub_service ? <span className="text-stone-500"> · {a.sub_service.name}</span> : null}
            </p>
          </div>
          <StatusBadge status={a.status} />
        </div>
        <dl className="flex flex-col gap-x-5 gap-y-1.5 text-sm text-stone-700 sm:flex-row sm:flex-wrap">
          <Item icon={CalendarDays} label={t.dateLabel} value={formatAppointmentDate(a.appointment_date)} />
          <Item icon={Clock} label={t.timeLabel} value={a.appointment_time} />
          <Item icon={UserRound} label={t.expertLabel} value={a.expert_name} />
          <Item icon={Wallet} label={t.priceLabel} value={formatLira(a.price)} />
        </dl>
        {footer}
        {onOpen ? (
          <button
            type="button"
            onClick={onOpen}
            className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-brand-800 focus-visible:outline-none"
          >
            {t.showDetail}
            <span className="sr-only">: {a.venue.name}</span>
            <ChevronRight className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
    </Card>
  );
}

function Item({ icon: Icon, label, value }: { icon: typeof Clock; label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Icon className="size-4 shrink-0 text-stone-400" aria-hidden />
      <dt className="sr-only">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
