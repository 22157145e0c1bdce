import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, CheckCircle2, Clock3, Settings2, XCircle } from 'lucide-react';
import { messages, type ManageAppointment } from '@randevu/contracts';
import { MapLinks } from '@/components/map-links';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { fill, formatAppointmentDate, formatLira, formatVenueInstant } from '@/lib/format';
import { useManageAppointment } from '../api/manage-appointment';
import { sameOrigin } from '../lib/same-origin';

const t = messages.bookingConfirmation;

export interface BookingConfirmationProps {
  token: string;
  /**
   * The venue's full address (mahalle, ilçe, il) once the page has read it; the page brings it (the venues feature's
   * read), and until then, or when it cannot, the street address of the manage answer stands.
   */
  useFullAddress?: (venueId: number | null) => string | null;
}

const noFullAddress = () => null;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,6.5rem)_minmax(0,1fr)] gap-3 py-2.5 sm:grid-cols-[9rem_minmax(0,1fr)]">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-sm font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * `/randevu/{token}/onay` (decision 072): what a guest sees after booking, read by the booking's manage token so that a
 * reload shows it again. Its title follows the status the booking answered: a request, or confirmed at once.
 */
export function BookingConfirmation({ token, useFullAddress = noFullAddress }: BookingConfirmationProps) {
  const query = useManageAppointment(token);
  const full = useFullAddress(query.data?.venue.id ?? null);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const known = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 429);
    return (
      <EmptyState
        icon={XCircle}
        title={known ? query.error.message : t.loadFailed}
        action={
          <Link to={paths.companies} className={buttonClasses({ variant: 'primary' })}>
            {messages.manage.page.browseVenues}
          </Link>
        }
      />
    );
  }
  const a = query.data;
  return <Confirmation appointment={a} token={token} address={full ?? a.venue.address} />;
}

function Confirmation({ appointment: a, token, address }: { appointment: ManageAppointment; token: string; address: string }) {
  const pending = a.status === 'pending';
  const confirmed = a.status === 'confirmed';
  const title = pending ? t.titlePending : confirmed ? t.titleConfirmed : t.titleOther;
  const Icon = pending ? Clock3 : CheckCircle2;
  const service = a.sub_service ? `${a.service.name} · ${a.sub_service.name}` : a.service.name;
  const next =
    pending && a.expires_at
      ? fill(t.nextPending, { deadline: formatVenueInstant(a.expires_at) })
      : confirmed
        ? fill(t.nextConfirmed, { deadline: formatVenueInstant(a.cancellation_deadline) })
        : null;

  return (
    <article className="grid gap-6" aria-labelledby="onay-baslik">
      <header className="grid justify-items-start gap-3">
        <span
          aria-hidden
          className={
            pending
              ? 'inline-flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800'
              : 'inline-flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-800'
          }
        >
          <Icon className="size-7" />
        </span>
        <h1 id="onay-baslik" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {title}
        </h1>
        {pending || confirmed ? (
          <p className="text-base text-stone-700">{fill(pending ? t.leadPending : t.leadConfirmed, { venue: a.venue.name })}</p>
        ) : null}
      </header>

      <section aria-labelledby="onay-bilgiler" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6">
        <h2 id="onay-bilgiler" className="text-base font-semibold text-ink">
          {t.detailsTitle}
        </h2>
        <dl className="mt-2 divide-y divide-stone-200">
          <Row label={t.venue}>{a.venue.name}</Row>
          <Row label={t.date}>{formatAppointmentDate(a.appointment_date)}</Row>
          <Row label={t.time}>{a.appointment_time}</Row>
          <Row label={t.expert}>{a.expert_name}</Row>
          <Row label={t.service}>{service}</Row>
          <Row label={t.duration}>{fill(t.durationValue, { minutes: a.duration_minutes })}</Row>
          <Row label={t.price}>{formatLira(a.price)}</Row>
          <Row label={t.address}>{address}</Row>
        </dl>
        <MapLinks address={address} className="mt-3" />
      </section>

      {next ? (
        <section aria-labelledby="onay-sonra" className="rounded-2xl bg-brand-50 p-4 sm:p-5">
          <h2 id="onay-sonra" className="text-base font-semibold text-ink">
            {t.nextTitle}
          </h2>
          <p className="mt-1 text-sm text-stone-800">{next}</p>
        </section>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to={paths.manageAppointment(token)}
          className={buttonClasses({ variant: 'primary', className: 'w-full sm:w-auto' })}
        >
          <Settings2 aria-hidden className="size-4" />
          {t.manage}
        </Link>
        {a.calendar_url && (pending || confirmed) ? (
          <a
            href={sameOrigin(a.calendar_url)}
            download
            className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
          >
            <CalendarPlus aria-hidden className="size-4" />
            {t.addToCalendar}
          </a>
        ) : null}
      </div>
    </article>
  );
}
