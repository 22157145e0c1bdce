import {
  kurusToLira,
  messages,
  type AppointmentStatus,
  type MyAppointment,
  type RescheduleMyAppointmentValues,
} from '@randevu/contracts';
import type { Job } from '../../lib/jobs';
import { conflict, notFound } from '../../lib/errors';
import {
  allowedActions,
  createAppointmentTransitionsService,
  customerAppointmentChoice,
  customerAppointmentTimes,
  type AppointmentsService,
} from '../appointments/appointments.service';
import { imageUrl } from '../media/media.service';
import type { ModuleDeps } from '../module-deps';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import type { Notifier } from '../notifications/notifier';
import { calendarFileName, issueViewToken, manageUrl, toCalendarFile } from '../manage/manage.service';
import { loadAppointmentReviewFields, NO_REVIEW_FIELDS, type AppointmentReviewFields } from '../reviews/reviews.service';
import { createMyAppointmentsRepository, type MyAppointmentRow } from './my-appointments.repository';

const m = messages.myAppointments;

/** The customer's appointment at `now`, with what the customer may do to it now (decision 059). */
export function toMyAppointmentDto(row: MyAppointmentRow, reviewFields: AppointmentReviewFields, now: Date): MyAppointment {
  return {
    id: row.id,
    ...customerAppointmentTimes(row),
    status: row.status,
    allowed_actions: allowedActions(row, 'user', now, { cancellationNoticeHours: row.cancellationNoticeHours }),
    venue_id: row.venueId,
    venue: {
      id: row.venueId,
      prefix: row.venuePrefix,
      name: row.venueName,
      address: row.venueAddress,
      full_address: row.venueFullAddress,
      phone: row.venuePhone,
      profile_image_url: row.profilePath ? imageUrl(row.profilePath) : null,
      gallery_image_urls: (row.galleryPaths ?? []).map(imageUrl),
    },
    service: { name: row.serviceName, duration_minutes: row.durationMinutes },
    sub_service: row.subServiceName ? { name: row.subServiceName } : null,
    duration_minutes: row.durationMinutes,
    ...customerAppointmentChoice(row),
    expert_name: row.expertName,
    notes: row.notes,
    price: kurusToLira(row.priceKurus),
    cancellation_reason: row.cancellationReason,
    cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    ...reviewFields,
  };
}

export function createMyAppointmentsService({
  db,
  cache,
  notifier,
  publicUrl,
  booking,
  now = () => new Date(),
}: Pick<ModuleDeps, 'db' | 'cache' | 'notifier'> &
  Partial<Pick<ModuleDeps, 'now'>> & {
    publicUrl: string;
    booking: Pick<AppointmentsService, 'rescheduleAsUser'>;
  }) {
  const repo = createMyAppointmentsRepository(db);
  const transitions = createAppointmentTransitionsService(db, notifier);

  async function getRow(id: number, userId: number) {
    const row = await repo.findByIdForUser(id, userId);
    if (!row) throw notFound(m.missing);
    return row;
  }
  /** The rows with their review fields: one more statement for the whole list (no N+1). */
  const toDtos = async (rows: MyAppointmentRow[]): Promise<MyAppointment[]> => {
    const fields = await loadAppointmentReviewFields(db, rows);
    return rows.map((row) => toMyAppointmentDto(row, fields.get(row.id) ?? NO_REVIEW_FIELDS, now()));
  };
  const get = async (id: number, userId: number): Promise<MyAppointment> => (await toDtos([await getRow(id, userId)]))[0]!;
  /** The user's sweep is one committed statement: the experts it moved drop their cached reads after it. */
  const sweep = async (userId: number) => {
    const experts = await transitions.sweep(userId);
    invalidateSwept(cache, experts);
    if (experts.length) notifier.kick();
  };

  return {
    /**
     * The user's appointments, newest first. The system's sweeps run first for this user (ended confirmed ones
     * complete, started pending ones expire; decisions 006 and 029), so the list never shows a stale status.
     */
    async list(userId: number, status?: AppointmentStatus): Promise<MyAppointment[]> {
      await sweep(userId);
      const rows = await repo.listByUserId(userId, status);
      return toDtos(rows);
    },

    get,

    /**
     * The user's own appointment as a calendar file (decision 037); another's is 404. Its link is a new view link
     * (decision 054): whoever the event is shared with sees the appointment, and can change nothing.
     */
    async calendar(id: number, userId: number): Promise<{ fileName: string; body: string }> {
      await sweep(userId);
      const row = await getRow(id, userId);
      const url = manageUrl(publicUrl, await issueViewToken(db, row.id));
      return { fileName: calendarFileName(row.id), body: toCalendarFile({ ...row, url }) };
    },

    /** Cancels the user's own pending or confirmed appointment before it starts (the state machine's `cancel`). */
    async cancel(id: number, userId: number, reason: string | null): Promise<MyAppointment> {
      await sweep(userId);
      const outcome = await transitions.apply({
        id,
        scope: { userId },
        action: 'cancel',
        actor: { kind: 'user', userId },
        reason,
        // Notifications (owner told, reminders withdrawn) commit with the cancel.
        onChanged: (tx) => notifier.appointmentEvent(tx, id, 'cancelled_by_user'),
      });
      if (outcome.kind === 'not_found') throw notFound(m.missing);
      if (outcome.kind === 'refused') throw conflict(outcome.error.message, outcome.error.code);
      notifier.kick();
      const row = await getRow(id, userId);
      cache.invalidateExpert(row.expertId);
      return (await toDtos([row]))[0]!;
    },

    /**
     * Another time (and expert) for the user's own pending or confirmed appointment (decision 036); the old time is
     * kept until the new one is held. The answer's status says whether it is a request again or confirmed.
     */
    async reschedule(id: number, userId: number, body: RescheduleMyAppointmentValues): Promise<MyAppointment> {
      await sweep(userId);
      const { row, before } = await booking.rescheduleAsUser(id, userId, body);
      // Committed: the old expert's time is free and the new one's taken.
      for (const expertId of new Set([before.expertId, row.expertId])) cache.invalidateExpert(expertId);
      return get(id, userId);
    },
  };
}

export type MyAppointmentsService = ReturnType<typeof createMyAppointmentsService>;

export const COMPLETION_INTERVAL_MS = 60_000;

/** After a sweep committed: the experts of the appointments it moved (the `appointment.swept` write). */
function invalidateSwept(cache: PublicCacheInvalidation, experts: number[]) {
  for (const expertId of new Set(experts)) cache.invalidateExpert(expertId);
}

/**
 * Appointments one tick of the completion job moves at most (each with its message, in the tick's transaction). At
 * factor 100 of the scale data set a morning's catch-up was 12,800 appointments in one transaction open for minutes.
 */
export const SWEEP_BATCH = 200;

/**
 * Every minute, the system's sweeps for every appointment: ended confirmed ones complete, started pending ones
 * expire (decision 029), so owners and reports see the status without a user opening the list. Started with the
 * other jobs in `src/jobs.ts`; runs once across instances (lib/jobs.ts). Once a tick committed, the experts whose
 * appointments moved drop their cached reads (the owner's calendar shows the new status).
 */
export function createCompletionJob(cache: PublicCacheInvalidation, notifier?: Notifier): Job {
  return {
    name: 'appointment-completion',
    intervalMs: COMPLETION_INTERVAL_MS,
    run: (db) => createAppointmentTransitionsService(db, notifier).sweep(undefined, undefined, SWEEP_BATCH),
    // A full batch leaves more (a catch-up after downtime): the next tick runs at once.
    more: (experts) => (experts as number[]).length >= SWEEP_BATCH,
    committed: (experts) => {
      invalidateSwept(cache, experts as number[]);
      // The expired requests' messages committed with the tick.
      if ((experts as number[]).length) notifier?.kick();
    },
  };
}
