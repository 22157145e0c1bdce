import {
  kurusToLira,
  messages,
  type ManageAppointment,
  type ManageLinkRevoked,
  type RescheduleMyAppointmentValues,
} from '@randevu/contracts';
import { conflict, notFound, tooManyRequests } from '../../lib/errors';
import type { ModuleDeps } from '../module-deps';
import {
  allowedActions,
  createAppointmentsService,
  createAppointmentTransitionsService,
  customerAppointmentChoice,
  customerAppointmentTimes,
} from '../appointments/appointments.service';
import { createManageRepository, type ManagedAppointmentRow } from './manage.repository';
import { calendarFileName, toCalendarFile } from './calendar-file';
import { hashManageToken, issueViewToken, manageCalendarUrl, manageUrl } from '../appointments/manage-tokens';
import { createManageLinkRevocation } from './manage-revoke';
import type { ManageTokenScope } from '../../db/schema';
import { loadAppointmentReviewFields, NO_REVIEW_FIELDS } from '../reviews/appointment-review-fields';

export {
  CALENDAR_NO_REPLY,
  calendarFileName,
  foldContentLine,
  sendCalendarFile,
  toCalendarFile,
  type CalendarAppointment,
} from './calendar-file';
export { createManageLinkRevocation, MANAGE_REVOKES_PER_HOUR } from './manage-revoke';
export {
  hashManageToken,
  issueManageToken,
  issueViewToken,
  manageCalendarUrl,
  manageUrl,
  newManageToken,
  viewTokenOf,
} from '../appointments/manage-tokens';

const m = messages.manage;
const HOUR = 3_600_000;

/** Every write through a link, and its calendar file, takes a manage link; a view link only reads (decision 054). */
const MANAGE_ONLY: readonly ManageTokenScope[] = ['manage'];
const ANY_SCOPE: readonly ManageTokenScope[] = ['manage', 'view'];

type Deps = Pick<ModuleDeps, 'db' | 'cache' | 'notifier' | 'config' | 'rateLimits' | 'now'>;

/** A link's reschedules an hour: each tells the owner, so a leaked link cannot flood the salon (decision 036). */
export const MANAGE_RESCHEDULES_PER_HOUR = 10;

/**
 * The customer's appointment behind a manage link: read it, cancel or reschedule it, take its calendar file
 * (decisions 036 and 037).
 */
export function createManageService({ db, cache, notifier, config, rateLimits, now }: Deps) {
  const repo = createManageRepository(db);
  const transitions = createAppointmentTransitionsService(db, notifier);
  const booking = createAppointmentsService({ db, config, cache, now, rateLimits, notifier, limiterName: 'manage-booking' });
  const limiter = rateLimits('manage', HOUR);
  const revocation = createManageLinkRevocation({ db, notifier, rateLimits });
  /**
   * After a commit: the experts whose appointments changed drop their cached reads. One call site
   * (`appointment.cancelledByLink`) for the link's cancel and for the sweep of the link's appointment.
   */
  const invalidate = (experts: number[]) => {
    for (const expertId of new Set(experts)) cache.invalidateExpert(expertId);
  };

  /**
   * Counts the request against the client's address, then finds the link's appointment by the token's hash (a wrong,
   * malformed, unknown or expired token costs the same hash and indexed read, and answers the same 404).
   */
  async function find(
    token: string,
    clientKey: string,
    scopes: readonly ManageTokenScope[] = MANAGE_ONLY,
  ): Promise<ManagedAppointmentRow> {
    if (!(await limiter.hit(`ip:${clientKey}`, config.limits.manageLinkPerIp))) throw tooManyRequests(m.rateLimited);
    const hash = hashManageToken(token);
    const found = await repo.findByTokenHash(hash, scopes);
    if (!found) throw notFound(m.linkInvalid, 'MANAGE_LINK_INVALID');
    // The system's sweep for this one appointment first (decision 029), so a started request reads as expired.
    const swept = await transitions.sweep(undefined, found.id);
    if (swept.length === 0) return found;
    invalidate(swept);
    return (await repo.findByTokenHash(hash, scopes)) ?? found;
  }

  /** The appointment as the link shows it; a view link (decision 054) allows nothing and offers no calendar file. */
  async function toDto(row: ManagedAppointmentRow, token: string): Promise<ManageAppointment> {
    const rules = { cancellationNoticeHours: row.cancellationNoticeHours };
    const manage = row.tokenScope === 'manage';
    // A view link (decision 054) may do nothing.
    const allowed = manage ? allowedActions(row, 'user', now(), rules) : [];
    const reviewFields = (await loadAppointmentReviewFields(db, [row])).get(row.id) ?? NO_REVIEW_FIELDS;
    return {
      id: row.id,
      ...customerAppointmentTimes(row),
      duration_minutes: row.durationMinutes,
      status: row.status,
      allowed_actions: allowed,
      venue: {
        id: row.venueId,
        prefix: row.venuePrefix,
        name: row.venueName,
        address: row.venueAddress,
        full_address: row.venueFullAddress,
        phone: row.venuePhone,
      },
      ...customerAppointmentChoice(row),
      expert_name: row.expertName,
      service: { name: row.serviceName },
      sub_service: row.subServiceName ? { name: row.subServiceName } : null,
      price: kurusToLira(row.priceKurus),
      cancellation_reason: row.cancellationReason,
      cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
      can_cancel: allowed.includes('cancel'),
      can_reschedule: allowed.includes('reschedule'),
      cancellation_deadline: new Date(row.startsAt.getTime() - row.cancellationNoticeHours * HOUR).toISOString(),
      expires_at: row.status === 'pending' && row.expiresAt ? row.expiresAt.toISOString() : null,
      calendar_url: manage ? manageCalendarUrl(config.publicUrl, token) : null,
      access: row.tokenScope,
      ...reviewFields,
      // A view link reads the review but offers no way to write one.
      ...(manage ? {} : { review_window_ends_at: null }),
    };
  }

  return {
    /** The appointment behind a manage or a view link (decision 054). */
    async get(token: string, clientKey: string): Promise<ManageAppointment> {
      return toDto(await find(token, clientKey, ANY_SCOPE), token);
    },

    /**
     * The user's cancel (my-appointments) through the link: the state machine's `cancel` by the customer, with the
     * venue's rules read on the locked row, the owner told and the reminders withdrawn in the same transaction;
     * recorded as cancelled by the user, changed by `guest` (the link's holder, signed in or not).
     */
    async cancel(token: string, clientKey: string, reason: string | null): Promise<ManageAppointment> {
      const row = await find(token, clientKey);
      const outcome = await transitions.apply({
        id: row.id,
        scope: { manageTokenHash: hashManageToken(token) },
        action: 'cancel',
        actor: { kind: 'guest' },
        reason,
        onChanged: (tx) => notifier.appointmentEvent(tx, row.id, 'cancelled_by_user'),
      });
      if (outcome.kind === 'not_found') throw notFound(m.linkInvalid, 'MANAGE_LINK_INVALID');
      if (outcome.kind === 'refused') throw conflict(outcome.error.message, outcome.error.code);
      notifier.kick();
      invalidate([row.expertId]);
      const after = await repo.findByTokenHash(hashManageToken(token));
      if (!after) throw notFound(m.linkInvalid, 'MANAGE_LINK_INVALID');
      return await toDto(after, token);
    },

    /**
     * The user's reschedule (my-appointments) through the link: the state machine's `reschedule` by the customer on
     * the locked row, the new time held before the old one is released (a refusal keeps the old time), recorded as
     * moved by `guest`. Both experts drop their cached reads once it committed (`appointment.rescheduledByLink`).
     */
    async reschedule(token: string, clientKey: string, body: RescheduleMyAppointmentValues): Promise<ManageAppointment> {
      const row = await find(token, clientKey);
      if (!(await limiter.hit(`reschedule:${row.id}`, MANAGE_RESCHEDULES_PER_HOUR))) throw tooManyRequests(m.rateLimited);
      const hash = hashManageToken(token);
      const { row: after, before } = await booking.rescheduleByLink(hash, body);
      // Committed: the old expert's time is free and the new one's taken (`appointment.rescheduledByLink`).
      for (const expertId of new Set([before.expertId, after.expertId])) cache.invalidateExpert(expertId);
      const read = await repo.findByTokenHash(hash);
      if (!read) throw notFound(m.linkInvalid, 'MANAGE_LINK_INVALID');
      return await toDto(read, token);
    },

    /**
     * The link's appointment id for a review written through it (decision 039): counted against the client's
     * address like every other call of the link; a wrong or expired link is the same 404.
     */
    async appointmentId(token: string, clientKey: string): Promise<number> {
      return (await find(token, clientKey)).id;
    },

    /**
     * The customer revokes their links (decision 054): this one, every other manage and view link of the appointment
     * stop working, and a new manage link goes to their e-mail and phone. Counted like every call of the link, and per
     * appointment.
     */
    async revoke(token: string, clientKey: string): Promise<ManageLinkRevoked> {
      const row = await find(token, clientKey);
      const sent = await revocation.revoke(row.id, hashManageToken(token));
      if (sent === null) throw notFound(m.linkInvalid, 'MANAGE_LINK_INVALID');
      return { messages_sent: sent };
    },

    /**
     * The link's calendar file (`.ics`) and its file name. The file is shared, synced and forwarded, so it carries
     * the view link derived from this manage token, never the token itself (decision 054).
     */
    async calendar(token: string, clientKey: string): Promise<{ fileName: string; body: string }> {
      const row = await find(token, clientKey);
      const view = await issueViewToken(db, row.id, token);
      return {
        fileName: calendarFileName(row.id),
        body: toCalendarFile({ ...row, url: manageUrl(config.publicUrl, view) }),
      };
    },
  };
}

export type ManageService = ReturnType<typeof createManageService>;
