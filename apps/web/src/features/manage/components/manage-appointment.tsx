import { useState, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, CalendarPlus, CalendarSearch, XCircle } from 'lucide-react';
import {
  APPOINTMENT_STATUS_LABELS_TR,
  CANCELLATION_REASON_MAX,
  cancelMyAppointmentBodySchema,
  messages,
  type ManageAppointment,
} from '@randevu/contracts';
import { CancelAppointmentDialog } from '@/components/cancel-appointment-dialog';
import { MapLinks } from '@/components/map-links';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { paths, withBookingPicks } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { fill, formatAppointmentDate, formatLira, formatVenueInstant } from '@/lib/format';
import { getStoredUser } from '@/lib/session';
import { useCancelByLink, useManageAppointment } from '../api/manage-appointment';
import { sameOrigin } from '../lib/same-origin';
import { LinkRenewed, RenewLinkButton } from './renew-link';

const t = messages.manage.page;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-3 py-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-sm font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** A wrong, unknown or expired link (404) or too many requests (429): the server's text and where to go next. */
function LinkProblem({ error }: { error: Error }) {
  const known = error instanceof ApiError && (error.status === 404 || error.status === 429);
  const signedIn = getStoredUser()?.role === 'user';
  return (
    <EmptyState
      icon={XCircle}
      title={known ? error.message : t.loadFailed}
      description={error instanceof ApiError && error.status === 404 ? t.invalidHelp : undefined}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.companies} className={buttonClasses({ variant: 'primary' })}>
            {t.browseVenues}
          </Link>
          {signedIn ? (
            <Link to={paths.user.appointments} className={buttonClasses({ variant: 'outline' })}>
              {t.myAppointments}
            </Link>
          ) : null}
        </div>
      }
    />
  );
}

function Details({ appointment }: { appointment: ManageAppointment }) {
  const a = appointment;
  const service = a.sub_service ? `${a.service.name} · ${a.sub_service.name}` : a.service.name;
  return (
    <dl className="divide-y divide-stone-200">
      <Row label={t.venue}>
        <Link to={paths.venue(a.venue)} className="text-brand-800 underline-offset-2 hover:underline">
          {a.venue.name}
        </Link>
      </Row>
      <Row label={t.address}>
        <span className="block">{a.venue.full_address}</span>
        <MapLinks address={a.venue.full_address} />
      </Row>
      <Row label={t.expert}>{a.expert_name}</Row>
      <Row label={t.service}>{service}</Row>
      <Row label={t.date}>{formatAppointmentDate(a.appointment_date)}</Row>
      <Row label={t.time}>{a.appointment_time}</Row>
      <Row label={t.duration}>{fill(t.durationValue, { minutes: a.duration_minutes })}</Row>
      <Row label={t.price}>{formatLira(a.price)}</Row>
      <Row label={t.status}>{APPOINTMENT_STATUS_LABELS_TR[a.status]}</Row>
      {a.status === 'cancelled' && a.cancellation_reason ? <Row label={t.cancellationReason}>{a.cancellation_reason}</Row> : null}
    </dl>
  );
}

/** The reschedule dialog the page brings (it composes the booking feature's pickers with this link's request). */
export type ManageRescheduleSlot = (props: {
  appointment: ManageAppointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => ReactNode;

export interface ManageAppointmentViewProps {
  token: string;
  /** 'Randevuyu değiştir' shows while `allowed_actions` has `reschedule` and this is given. */
  reschedule?: ManageRescheduleSlot;
  /** The review dialog the page brings: 'Değerlendir' / 'Düzenle' on a completed visit when given. */
  review?: ManageRescheduleSlot;
  /** The review part of a completed visit the page brings (the review feature's stars and buttons). */
  reviewSummary?: ComponentType<{ appointment: ManageAppointment; now: number; onReview(): void; className?: string }>;
}

/**
 * `/randevu/{token}`: the appointment behind a manage link, its calendar file, the customer's reschedule and cancel
 *, the review of a completed visit and renewing the link (decision 054). A view link (the
 * calendar file's) shows the appointment only: no button, no review to write.
 */
export function ManageAppointmentView({ token, reschedule, review, reviewSummary: ReviewSummary }: ManageAppointmentViewProps) {
  const query = useManageAppointment(token);
  const cancel = useCancelByLink(token);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [rescheduleOpen, setRescheduleOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [renewed, setRenewed] = useState<number | null>(null);

  if (renewed !== null) return <LinkRenewed sent={renewed} />;
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LinkProblem error={query.error} />;
  const a = query.data;
  const manage = a.access === 'manage';
  const upcoming = a.status === 'pending' || a.status === 'confirmed';
  // A visit that will not happen offers a new one at the venue instead of its calendar file (decision 073).
  const lapsed = a.status === 'cancelled' || a.status === 'expired';
  // What the link's holder may do now: the server decides (decision 059).
  const allowed = new Set(a.allowed_actions);

  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6">
      <Details appointment={a} />
      {!manage ? (
        <p role="note" className="mt-4 rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
          {t.viewOnly}
        </p>
      ) : null}
      {review && ReviewSummary && manage ? (
        <ReviewSummary appointment={a} now={Date.now()} onReview={() => setReviewOpen(true)} className="mt-4" />
      ) : null}
      {manage && upcoming && !allowed.has('cancel') ? (
        <p role="note" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {fill(t.cannotCancel, { deadline: formatVenueInstant(a.cancellation_deadline) })}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {lapsed ? (
          <Link
            to={withBookingPicks(paths.service(a.venue, a.service_id), {
              expertId: a.expert_id,
              subServiceId: a.sub_service_id,
            })}
            className={buttonClasses({ variant: 'primary', className: 'w-full sm:w-auto' })}
          >
            <CalendarSearch aria-hidden className="size-4" />
            {t.bookAgain}
          </Link>
        ) : a.calendar_url ? (
          <a
            href={sameOrigin(a.calendar_url)}
            download
            className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
          >
            <CalendarPlus aria-hidden className="size-4" />
            {t.addToCalendar}
          </a>
        ) : null}
        {allowed.has('reschedule') && reschedule ? (
          <Button variant="outline" className="w-full sm:w-auto" onClick={() => setRescheduleOpen(true)}>
            <CalendarClock aria-hidden className="size-4" />
            {t.reschedule}
          </Button>
        ) : null}
        {allowed.has('cancel') ? (
          <Button variant="outline-destructive" className="w-full sm:w-auto" onClick={() => setCancelOpen(true)}>
            {t.cancel}
          </Button>
        ) : null}
        {manage ? <RenewLinkButton token={token} onRenewed={setRenewed} /> : null}
      </div>
      <CancelAppointmentDialog
        appointment={a}
        cancel={cancel}
        schema={cancelMyAppointmentBodySchema}
        reasonMax={CANCELLATION_REASON_MAX}
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        onDone={() => undefined}
      />
      {reschedule ? reschedule({ appointment: a, open: rescheduleOpen, onOpenChange: setRescheduleOpen }) : null}
      {review && manage ? review({ appointment: a, open: reviewOpen, onOpenChange: setReviewOpen }) : null}
    </section>
  );
}
