import { Link } from 'react-router';
import type { CalendarAppointment } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { fill, formatLira } from '@/lib/format';
import { useCustomerNote } from '../api/get-customer-note';
import { formatPhone } from '@/lib/format-phone';

const t = messages.ownerCalendar.page;

/**
 * Who and what, at a glance (decision 077): the customer (a link to their card), their visit and no-show badges, the
 * owner's private note, the service with its expert and price, the status, and the customer's own note.
 */
export function AppointmentSummary({ appointment: a, expertName }: { appointment: CalendarAppointment; expertName: string }) {
  const note = useCustomerNote(a.venue_id, a.customer.id).data;
  return (
    <div className="grid gap-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-base font-semibold text-ink">
          {a.customer.first_name} {a.customer.last_name}
        </p>
        <Link
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2"
          to={paths.owner.venueCustomer(a.venue_id, a.customer.id)}
        >
          {t.customerCard}
        </Link>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t.customer}>
        <li>
          <Badge tone={a.visit_number > 1 ? 'brand' : 'info'}>
            {a.visit_number > 1 ? fill(t.visitNumber, { count: a.visit_number }) : t.firstVisit}
          </Badge>
        </li>
        {a.prior_no_shows > 0 ? (
          <li>
            <Badge tone="danger">{fill(t.priorNoShows, { count: a.prior_no_shows })}</Badge>
          </li>
        ) : null}
        <li>
          <StatusBadge status={a.status} />
        </li>
        {a.booked_by === 'owner' ? (
          <li>
            <Badge>{t.ownerBooked}</Badge>
          </li>
        ) : null}
      </ul>
      {note ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          <span className="font-semibold">{t.privateNote}: </span>
          <span className="whitespace-pre-line">{note}</span>
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-stone-500">{t.subService}</dt>
        <dd>{a.sub_service_name ? `${a.service_name} · ${a.sub_service_name}` : a.service_name}</dd>
        <dt className="text-stone-500">{t.expert}</dt>
        <dd>{expertName}</dd>
        <dt className="text-stone-500">{t.price}</dt>
        <dd>{formatLira(a.price)}</dd>
        <dt className="text-stone-500">{t.phone}</dt>
        <dd>{formatPhone(a.customer.phone)}</dd>
        {a.customer.email ? (
          <>
            <dt className="text-stone-500">{t.email}</dt>
            <dd className="break-all">{a.customer.email}</dd>
          </>
        ) : null}
        {a.notes ? (
          <>
            <dt className="text-stone-500">{t.notes}</dt>
            <dd className="whitespace-pre-line">{a.notes}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
