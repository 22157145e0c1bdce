import { messages, type AppointmentStatus, type MoveAppointmentValues } from '@randevu/contracts';
import type { Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { conflict, notFound, type AppError } from '../../lib/errors';
import { parseHHmm, venueWallTimeToInstant } from '../../lib/time';
import { createAvailabilityService } from '../availability/availability.service';
import type { Notifier } from '../notifications/notifier';
import { selectionOrThrow, withSlotRetries } from './appointment-booking';
import { ownerSlotRefusal, subServiceRequired } from './slot-refusals';
import { createAppointmentsRepository, type AppointmentRow } from './appointments.repository';

const o = messages.ownerAppointments;
const oc = messages.ownerCalendar;

/**
 * Why an appointment cannot be moved, in the state machine's words (appointment-state.ts: a move is an event, not a
 * status; it takes what a cancellation takes: pending or confirmed, before the start).
 */
function unmovable(status: AppointmentStatus, started: boolean): AppError | null {
  if (status === 'cancelled') return conflict(o.alreadyCancelled, 'ALREADY_CANCELLED');
  if (status === 'completed') return conflict(o.alreadyCompleted, 'ALREADY_COMPLETED');
  // no_show and expired only ever follow the start.
  if (started || status === 'no_show' || status === 'expired') return conflict(oc.moveStarted, 'ALREADY_STARTED');
  return null;
}

/**
 * PUT /api/owner/appointments/{id} (issue 24, decision 033): another time, expert or sub-service of the same venue,
 * atomically. The row is locked, then the venue's days (shared) and both experts' time (lower id first, so two moves
 * between the same experts queue instead of deadlocking); the new start is checked by the slot function with the
 * appointment itself left out of the busy ones, and the UPDATE is still guarded by the exclusion constraint (23P01 →
 * 409 SLOT_TAKEN). The old interval is released only when the new one is written, in the same commit.
 */
export function createAppointmentMovesService(deps: {
  db: Db;
  cache: PublicCacheInvalidation;
  now: () => Date;
  notifier: Notifier;
}) {
  const { db, cache, now, notifier } = deps;

  function moveOnce(id: number, ownerId: number, body: MoveAppointmentValues) {
    return db.transaction(async (tx) => {
      const repo = createAppointmentsRepository(tx);
      const current = await repo.findForUpdateByOwner(id, ownerId);
      if (!current) throw notFound(o.missing);
      const refusal = unmovable(current.status, current.startsAt.getTime() <= now().getTime());
      if (refusal) throw refusal;

      await repo.lockVenueDaysShared(current.venueId);
      for (const expertId of [...new Set([current.expertId, body.expert_id])].sort((a, b) => a - b))
        await repo.lockExpertForAppointment(expertId);
      const subServiceId = body.sub_service_id === undefined ? current.subServiceId : body.sub_service_id;
      await repo.lockSelectionRows(body.expert_id, subServiceId);
      const availability = createAvailabilityService({ db: tx, now });
      if (subServiceId === null && (await availability.hasActiveSubServices(current.venueId, current.serviceId)))
        throw subServiceRequired();
      const resolved = selectionOrThrow(
        await availability.resolveSelection({ expertId: body.expert_id, serviceId: current.serviceId, subServiceId }),
        current.venueId,
      );
      // Decision 007's precedence applies to a new expert or sub-service; a new time alone keeps what was agreed.
      const sameChoice = resolved.expert.id === current.expertId && (resolved.subService?.id ?? null) === current.subServiceId;
      const selection = sameChoice ? { ...resolved, durationMinutes: current.durationMinutes } : resolved;

      const verdict = await availability.explainSlot(selection, body.appointment_date, body.appointment_time, {
        owner: true,
        outsideHours: body.outside_hours,
        excludeAppointmentId: current.id,
      });
      const refused = verdict.rule ? ownerSlotRefusal(verdict.rule, verdict, body.outside_hours) : null;
      if (refused) throw refused;

      const startsAt = venueWallTimeToInstant(body.appointment_date, parseHHmm(body.appointment_time));
      const row = await repo.updateSlot(current.id, {
        expertId: selection.expert.id,
        expertName: selection.expert.name,
        subServiceId: selection.subService?.id ?? null,
        subServiceName: selection.subService?.name ?? null,
        startsAt,
        endsAt: new Date(startsAt.getTime() + selection.durationMinutes * 60_000),
        durationMinutes: selection.durationMinutes,
        priceKurus: sameChoice ? current.priceKurus : selection.priceKurus,
        updatedAt: new Date(),
      });
      // The customer hears the new time (and the reminders follow it), in this transaction.
      await notifier.appointment(tx, row.id, 'moved');
      return { row, before: current };
    });
  }

  return {
    async move(id: number, ownerId: number, body: MoveAppointmentValues): Promise<AppointmentRow> {
      const { row, before } = await withSlotRetries(() => moveOnce(id, ownerId, body));
      notifier.kick();
      // Committed: the old expert's time is free and the new one's taken.
      for (const expertId of new Set([before.expertId, row.expertId])) cache.invalidateExpert(expertId);
      return row;
    },
  };
}

export type AppointmentMovesService = ReturnType<typeof createAppointmentMovesService>;
