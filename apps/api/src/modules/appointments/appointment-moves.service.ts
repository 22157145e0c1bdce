import { messages, type MoveAppointmentValues } from '@randevu/contracts';
import type { Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { conflict, notFound } from '../../lib/errors';
import type { Notifier } from '../notifications/notifier';
import { withSlotRetries } from './appointment-booking';
import { changeSlot } from './appointment-slot-change';
import { transition } from './appointment-state';
import { ownerSlotRefusal } from './slot-refusals';
import { createAppointmentsRepository, type AppointmentRow } from './appointments.repository';

const o = messages.ownerAppointments;

/**
 * PUT /api/owner/appointments/{id} (decision 033): another time, expert or sub-service of the same venue,
 * atomically. The row is locked, then `changeSlot` (shared with the customer's reschedule) holds the new interval
 * with the owner's slot rules before the old one is released, in the same commit.
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
      const current = await createAppointmentsRepository(tx).findForUpdateByOwner(id, ownerId);
      if (!current) throw notFound(o.missing);
      // The state machine's `move` (decision 059): pending or confirmed, before the start; the status stays.
      const verdict = transition(current, 'move', 'owner', now());
      if (!verdict.ok) throw conflict(verdict.error.message, verdict.error.code);
      const row = await changeSlot(tx, now, {
        current,
        expertId: body.expert_id,
        subServiceId: body.sub_service_id === undefined ? current.subServiceId : body.sub_service_id,
        date: body.appointment_date,
        time: body.appointment_time,
        check: { owner: true, outsideHours: body.outside_hours, overrideBuffer: body.override_buffer },
        refuse: (rule, verdict) => ownerSlotRefusal(rule, verdict, body.outside_hours),
        movedBy: { actor: 'owner', userId: ownerId },
      });
      // The customer hears the new time (and the reminders follow it), in this transaction.
      await notifier.appointmentEvent(tx, row.id, 'moved');
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
