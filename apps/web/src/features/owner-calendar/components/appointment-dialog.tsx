import type { CalendarAppointment } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { StatusBadge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatAppointmentDate, formatLira } from '@/lib/format';
import { canMove } from '../lib/calendar-layout';
import { MoveForm } from './move-form';
import { StatusActions } from './status-actions';
import { RenewCustomerLink } from './renew-customer-link';
import { formatPhone, phoneHref } from '@/lib/format-phone';

const t = messages.ownerCalendar.page;

export interface AppointmentDialogProps {
  appointment: CalendarAppointment;
  experts: { id: number; name: string }[];
  onClose: () => void;
}

/**
 * A block's appointment: who, what, when; move it (keyboard: the form), the status actions its state allows, and
 * renewing the customer's link (decision 054).
 */
export function AppointmentDialog({ appointment: a, experts, onClose }: AppointmentDialogProps) {
  const expertName = experts.find((e) => e.id === a.expert_id)?.name ?? '';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-xl"
        // The dialog itself takes focus, not the first field: on a phone that would open the keyboard over the details.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t.detailsTitle}</DialogTitle>
          <DialogDescription>
            {formatAppointmentDate(a.appointment_date)}, {a.starts_at_local.slice(11)}–{a.ends_at_local.slice(11)}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-stone-500">{t.customer}</dt>
          <dd className="font-medium">
            {a.customer.first_name} {a.customer.last_name}
          </dd>
          <dt className="text-stone-500">{t.phone}</dt>
          <dd>
            <a className="underline" href={phoneHref(a.customer.phone)}>
              {formatPhone(a.customer.phone)}
            </a>
          </dd>
          {a.customer.email ? (
            <>
              <dt className="text-stone-500">{t.email}</dt>
              <dd className="break-all">{a.customer.email}</dd>
            </>
          ) : null}
          <dt className="text-stone-500">{t.subService}</dt>
          <dd>{a.sub_service_name ? `${a.service_name} · ${a.sub_service_name}` : a.service_name}</dd>
          <dt className="text-stone-500">{t.expert}</dt>
          <dd>{expertName}</dd>
          <dt className="text-stone-500">{t.price}</dt>
          <dd>{formatLira(a.price)}</dd>
          {a.notes ? (
            <>
              <dt className="text-stone-500">{t.notes}</dt>
              <dd className="whitespace-pre-line">{a.notes}</dd>
            </>
          ) : null}
          <dt className="text-stone-500">{t.actionsTitle}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <StatusBadge status={a.status} />
            {a.booked_by === 'owner' ? <span className="text-xs text-stone-500">{t.ownerBooked}</span> : null}
          </dd>
        </dl>
        <StatusActions appointment={a} onDone={onClose} />
        {canMove(a) ? <MoveForm appointment={a} experts={experts} onDone={onClose} /> : null}
        <RenewCustomerLink appointmentId={a.id} />
      </DialogContent>
    </Dialog>
  );
}
