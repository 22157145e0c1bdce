import {
  kurusToLira,
  isNoShowTagged,
  messages,
  noShowWindowStart,
  OWNER_APPOINTMENTS_DEFAULT_LIMIT,
  type OwnerAppointment,
  type OwnerAppointmentsMeta,
  type OwnerStatusChange,
  type AppointmentStatus,
  type ManageLinkRevoked,
  type AppointmentAction,
} from '@randevu/contracts';
import { conflict, notFound } from '../../lib/errors';
import { formatHHmm, toVenueWallTime, venueDayBounds } from '../../lib/time';
import type { ModuleDeps } from '../module-deps';
import { allowedActions, createAppointmentTransitionsService, type StatusChange } from '../appointments/appointments.service';
import type { AppointmentEvent } from '../notifications/notifications.service';
import { createManageLinkRevocation } from '../manage/manage.service';
import { hideReviewOfNoShow } from '../reviews/reviews.service';
import { createOwnerAppointmentsRepository, type OwnerAppointmentRow } from './owner-appointments.repository';

const m = messages.ownerAppointments;

/** The owner's PUT body keeps the spec's values; each names one action of the state machine. */
const DECISION_ACTIONS: Record<OwnerStatusChange, AppointmentAction> = {
  confirmed: 'confirm',
  cancelled: 'cancel',
  completed: 'complete',
  no_show: 'mark_no_show',
};

/**
 * What the customer hears of an owner's change: a confirmation, a rejection of a request, or the cancel of a
 * confirmed appointment (its own text: "cancelled", not "not accepted"), the review invitation after a visit.
 */
function eventOf(from: AppointmentStatus, to: AppointmentStatus): AppointmentEvent | null {
  if (to === 'confirmed') return 'confirmed';
  if (to === 'cancelled') return from === 'confirmed' ? 'confirmed_cancelled_by_owner' : 'cancelled_by_owner';
  // After the visit: "Geldi" invites the customer to review it; "Gelmedi" withdraws an invitation not sent.
  if (to === 'completed') return 'completed';
  if (to === 'no_show') return 'no_show';
  return null;
}

/**
 * The owner's appointment at `now`, with what the owner may do to it now (decision 059); with the change the owner has
 * just made (`lastChange`), its undo too (decision 077).
 */
export function toOwnerAppointmentDto(row: OwnerAppointmentRow, now: Date, lastChange?: StatusChange): OwnerAppointment {
  const wall = toVenueWallTime(row.startsAt);
  return {
    id: row.id,
    venue_id: row.venueId,
    venue_name: row.venueName,
    // A front-desk customer may have no phone and no e-mail (decision 090): '' is answered as null.
    user: {
      first_name: row.customerFirstName,
      last_name: row.customerLastName,
      phone: row.customerPhone || null,
      no_shows_12m: row.noShows12m,
      no_show_tag: isNoShowTagged(row.noShows12m),
    },
    customer_email: row.customerEmail || null,
    is_guest: row.userId === null,
    status: row.status,
    allowed_actions: allowedActions({ ...row, lastChange }, 'owner', now),
    appointment_date: wall.date,
    appointment_time: formatHHmm(wall.minutes),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    duration_minutes: row.durationMinutes,
    service: { name: row.serviceName },
    sub_service_id: row.subServiceId,
    sub_service: row.subServiceName ? { name: row.subServiceName } : null,
    expert_id: row.expertId,
    expert_name: row.expertName,
    notes: row.notes,
    price: kurusToLira(row.priceKurus),
    created_at: row.createdAt.toISOString(),
    cancellation_reason: row.cancellationReason,
    rescheduled_from: rescheduledFrom(row.rescheduledFrom),
  };
}

/** The old venue day and start of the customer's last reschedule, as the owner reads them. */
function rescheduledFrom(from: OwnerAppointmentRow['rescheduledFrom']): OwnerAppointment['rescheduled_from'] {
  if (!from) return null;
  const wall = toVenueWallTime(new Date(from.starts_at));
  return {
    appointment_date: wall.date,
    appointment_time: formatHHmm(wall.minutes),
    expert_name: from.expert_name,
    rescheduled_at: new Date(from.at).toISOString(),
  };
}

export interface ListOwnerAppointmentsInput {
  venue_id?: number;
  status?: AppointmentStatus;
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

export function createOwnerAppointmentsService({
  db,
  cache,
  notifier,
  rateLimits,
  now = () => new Date(),
}: Pick<ModuleDeps, 'db' | 'cache' | 'notifier' | 'rateLimits'> & Partial<Pick<ModuleDeps, 'now'>>) {
  const repo = createOwnerAppointmentsRepository(db);
  const transitions = createAppointmentTransitionsService(db);
  const revocation = createManageLinkRevocation({ db, notifier, rateLimits });

  /** After a committed status change (a decision or its undo): the messages go, the expert's reads drop, the answer. */
  async function changed(id: number, ownerId: number, lastChange?: StatusChange): Promise<OwnerAppointment> {
    notifier.kick();
    const row = await repo.findByIdForOwner(id, ownerId, noShowWindowStart(now()));
    if (!row) throw notFound(m.missing);
    cache.invalidateExpert(row.expertId);
    return toOwnerAppointmentDto(row, now(), lastChange);
  }

  return {
    /**
     * Appointments of every venue the owner has, newest start first, with the paging total and the number
     * of requests awaiting an answer. Two statements whatever the number of rows.
     */
    async list(
      ownerId: number,
      q: ListOwnerAppointmentsInput,
    ): Promise<{ data: OwnerAppointment[]; meta: OwnerAppointmentsMeta }> {
      const filters = {
        venueId: q.venue_id,
        status: q.status,
        startsFrom: q.from ? venueDayBounds(q.from).start : undefined,
        startsBefore: q.to ? venueDayBounds(q.to).end : undefined,
      };
      const [rows, meta] = await Promise.all([
        repo.listByOwnerId(
          ownerId,
          filters,
          { limit: q.limit ?? OWNER_APPOINTMENTS_DEFAULT_LIMIT, offset: q.offset ?? 0 },
          noShowWindowStart(now()),
        ),
        repo.countByOwnerId(ownerId, filters),
      ]);
      return { data: rows.map((row) => toOwnerAppointmentDto(row, now())), meta };
    },

    /** Requests still awaiting an answer (pending, not started) in one venue of the owner's, or in all of them. */
    async summary(ownerId: number, venueId?: number): Promise<{ pending: number }> {
      const { pending } = await repo.countByOwnerId(ownerId, { venueId });
      return { pending };
    },

    /**
     * An owner's status change of an appointment of one of their venues (docs/decisions/013, 029): confirm or
     * reject a request, cancel a confirmed appointment before it starts, mark a started one completed or no-show.
     * The spec's wire values map to the state machine's actions: `confirmed` → confirm, `cancelled` → cancel,
     * `completed` → complete, `no_show` → mark_no_show, all by the owner.
     */
    async decide(id: number, ownerId: number, to: OwnerStatusChange, reason: string | null): Promise<OwnerAppointment> {
      const action = DECISION_ACTIONS[to];
      let venueOfHiddenReview: number | null = null;
      const outcome = await transitions.apply({
        id,
        scope: { ownerId },
        action,
        actor: { kind: 'owner', userId: ownerId },
        reason,
        // Notifications (confirmed + reminders, or cancelled by the owner) commit with the decision.
        onChanged: async (tx, change) => {
          const event = eventOf(change.from, change.to);
          if (event) await notifier.appointmentEvent(tx, id, event);
          // Decision 053: "Gelmedi" within the correction window takes down a review the visit already has.
          if (change.to === 'no_show') venueOfHiddenReview = await hideReviewOfNoShow(tx, id, now());
        },
      });
      if (outcome.kind === 'not_found') throw notFound(m.missing);
      if (outcome.kind === 'refused') throw conflict(outcome.error.message, outcome.error.code);
      if (venueOfHiddenReview !== null) cache.invalidateVenue(venueOfHiddenReview);
      // The answer's allowed_actions know the change just made: "Geri al" is offered when the machine allows it.
      return changed(id, ownerId, { from: outcome.from, to: outcome.to, at: now(), by: 'owner' });
    },

    /**
     * "Geri al" (decision 077): the owner takes back their own "Geldi" or "Gelmedi" within STATUS_UNDO_MINUTES, by
     * the state machine's `undo` row; the visit is confirmed again and an invitation to review it is withdrawn.
     */
    async undo(id: number, ownerId: number): Promise<OwnerAppointment> {
      const outcome = await transitions.apply({
        id,
        scope: { ownerId },
        action: 'undo',
        actor: { kind: 'owner', userId: ownerId },
        reason: null,
        onChanged: (tx) => notifier.appointmentEvent(tx, id, 'status_undone'),
      });
      if (outcome.kind === 'not_found') throw notFound(m.missing);
      if (outcome.kind === 'refused') throw conflict(outcome.error.message, outcome.error.code);
      return changed(id, ownerId);
    },

    /**
     * The venue revokes the customer's links of one of its appointments (decision 054), e.g. when the customer says
     * a link was forwarded: every manage and view link stops working and a new manage link goes to the customer.
     * Another owner's appointment is the same 404 as a missing one.
     */
    async revokeManageLinks(id: number, ownerId: number): Promise<ManageLinkRevoked> {
      if (!(await repo.findByIdForOwner(id, ownerId, noShowWindowStart(now())))) throw notFound(m.missing);
      return { messages_sent: (await revocation.revoke(id)) ?? 0 };
    },

    /** One of the owner's appointments as the list shows it; another owner's is the same 404 as a missing one. */
    async get(id: number, ownerId: number): Promise<OwnerAppointment> {
      const row = await repo.findByIdForOwner(id, ownerId, noShowWindowStart(now()));
      if (!row) throw notFound(m.missing);
      return toOwnerAppointmentDto(row, now());
    },

    /** Whether the venue is the owner's (the front desk's booking answers 404 when it is not). */
    isVenueOwnedBy: (venueId: number, ownerId: number) => repo.isVenueOwnedBy(venueId, ownerId),
  };
}

export type OwnerAppointmentsService = ReturnType<typeof createOwnerAppointmentsService>;
