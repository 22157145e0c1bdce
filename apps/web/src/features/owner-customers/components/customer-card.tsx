import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, Mail, Phone } from 'lucide-react';
import { customerDisplayName, hasCustomerContact, type OwnerCustomer } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { StatusBadge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { fill, formatAppointmentDate, formatLira } from '@/lib/format';
import { CustomerNoteForm } from './customer-note-form';
import { CustomerEditDialog } from './customer-edit-dialog';
import { CustomerHistory } from './customer-history';
import { CustomerMergeDialog } from './customer-merge-dialog';
import { formatPhone, phoneHref } from '@/lib/format-phone';
import { NoShowTag } from '@/components/ui/no-show-tag';

const t = messages.ownerCustomers.card;
const section = 'grid gap-3 rounded-card border border-stone-200 bg-white p-4 shadow-card sm:p-5';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5 rounded-lg bg-stone-50 px-3 py-2">
      <dt className="text-xs font-medium text-stone-600">{label}</dt>
      <dd className="text-base font-semibold text-ink">{children}</dd>
    </div>
  );
}

/**
 * A customer's card: contact as last booked, the figures (visits and spending count completed appointments
 * only), the latest appointments, the private note, and 'Randevu oluştur' (`bookHref`: the calendar's booking dialog
 * with the customer filled in, given by the route).
 */
export function CustomerCard({ venueId, customer, bookHref }: { venueId: number; customer: OwnerCustomer; bookHref: string }) {
  const c = customer;
  return (
    <div className="grid min-w-0 gap-5">
      <section aria-label={t.contact} className={section}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h2 className="truncate text-xl font-bold text-ink">{customerDisplayName(c)}</h2>
            {hasCustomerContact(c) ? null : <p className="text-sm text-stone-700">{messages.ownerCalendar.noContact}</p>}
            {c.phone ? (
              <p className="flex items-center gap-2 text-sm text-stone-700">
                <Phone aria-hidden className="size-4 text-stone-500" />
                <span className="sr-only">{t.phone}: </span>
                <a href={phoneHref(c.phone)} className="hover:underline">
                  {formatPhone(c.phone)}
                </a>
              </p>
            ) : null}
            {c.phones.map((p) => (
              <p key={p.phone} className="flex items-center gap-2 text-sm text-stone-700">
                <Phone aria-hidden className="size-4 text-stone-500" />
                <span className="sr-only">{messages.ownerCustomers.phones.title}: </span>
                <a href={phoneHref(p.phone)} className="hover:underline">
                  {formatPhone(p.phone)}
                </a>
                {p.shared ? <span className="text-xs text-stone-500">({messages.ownerCustomers.phones.sharedBadge})</span> : null}
              </p>
            ))}
            {c.email ? (
              <p className="flex min-w-0 items-center gap-2 text-sm text-stone-700">
                <Mail aria-hidden className="size-4 shrink-0 text-stone-500" />
                <span className="sr-only">{t.email}: </span>
                <span className="truncate">{c.email}</span>
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <CustomerEditDialog venueId={venueId} customer={c} />
            <CustomerMergeDialog venueId={venueId} customer={c} />
            <Link to={bookHref} className={buttonClasses({ variant: 'primary', size: 'md' })}>
              <CalendarPlus aria-hidden className="size-4" />
              {t.book}
            </Link>
          </div>
        </div>
        <dl aria-label={t.figures} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Figure label={t.visits}>{c.visits}</Figure>
          <Figure label={t.totalSpent}>{formatLira(c.total_spent)}</Figure>
          <Figure label={t.lastVisit}>{c.last_visit ? formatAppointmentDate(c.last_visit) : t.none}</Figure>
          <Figure label={t.nextVisit}>
            {c.next_visit ? `${formatAppointmentDate(c.next_visit.date)} ${c.next_visit.time}` : t.none}
          </Figure>
          <Figure label={t.upcoming}>{c.upcoming}</Figure>
          <Figure label={t.noShows}>
            <span className="flex flex-wrap items-center gap-2">
              {c.no_shows}
              {c.no_show_tag ? <NoShowTag count={c.no_shows_12m} /> : null}
            </span>
          </Figure>
          <Figure label={t.cancellations}>{c.cancellations}</Figure>
        </dl>
      </section>

      <section aria-labelledby="customer-note-title" className={section}>
        <h2 id="customer-note-title" className="text-base font-semibold text-ink">
          {messages.ownerCustomers.note.title}
        </h2>
        <CustomerNoteForm venueId={venueId} customerId={c.id} note={c.note} />
      </section>

      <section aria-labelledby="customer-history-title" className={section}>
        <h2 id="customer-history-title" className="text-base font-semibold text-ink">
          {messages.ownerCustomers.history.title}
        </h2>
        <CustomerHistory history={c.history} />
      </section>

      <section aria-labelledby="customer-appointments-title" className={section}>
        <h2 id="customer-appointments-title" className="text-base font-semibold text-ink">
          {t.appointments}
        </h2>
        {c.appointments.length === 0 ? (
          <p className="text-sm text-stone-600">{t.noAppointments}</p>
        ) : (
          <ul className="grid divide-y divide-stone-100">
            {c.appointments.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5">
                <span className="min-w-0 text-sm text-stone-800">
                  {fill(t.appointmentLine, {
                    date: formatAppointmentDate(a.date),
                    time: a.time,
                    service: a.service_name,
                    expert: a.expert_name,
                  })}
                </span>
                <span className="flex items-center gap-2">
                  <span className="text-sm font-medium text-ink">{formatLira(a.price)}</span>
                  <StatusBadge status={a.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
        {c.appointments_total > c.appointments.length ? (
          <p className="text-xs text-stone-500">{fill(t.moreAppointments, { count: c.appointments.length })}</p>
        ) : null}
      </section>
    </div>
  );
}
