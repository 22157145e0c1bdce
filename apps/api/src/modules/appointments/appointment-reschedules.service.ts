import { messages, type RescheduleMyAppointmentValues } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { parseHHmm, venueWallTimeToInstant } from '../../lib/time';
import type { Notifier } from '../notifications/notifier';
import { withSlotRetries } from './appointment-booking';
import { changeSlot } from './appointment-slot-change';
import { createAvailabilityService } from '../availability/availability.service';
import { transition } from './appointment-state';
import { requestExpiresAt } from './request-expiry';
import { slotRefusal } from './slot-refusals';
import { createAppointmentsRepository, type AppointmentRow, type CustomerScope } from './appointments.repository';

/**
 * POST /api/user/appointments/{id}/reschedule and POST /api/manage/{token}/reschedule (decision 036): the
 * customer's own pending or confirmed appointment (the signed-in user's, or the one their manage link names) to another
 * time (and expert) of the same venue, atomically. The state machine's `reschedule` decides on
 * the locked row (before the start and before the venue's cancellation notice; a request again unless the venue
 * confirms at once), then `changeSlot` (shared with the owner's move) holds the new interval with every customer slot
 * rule before the old one is released. A refused or lost reschedule keeps the old time.
 */
export function createAppointmentReschedulesService(deps: { db: Db; now: () => Date; notifier: Notifier }) {
  const { db, now, notifier } = deps;

  function rescheduleOnce(scope: CustomerScope, body: RescheduleMyAppointmentValues) {
    return db.transaction(async (tx) => {
      const found = await createAppointmentsRepository(tx).findForUpdateByCustomer(scope);
      if (!found)
        throw 'userId' in scope
          ? notFound(messages.myAppointments.missing)
          : notFound(messages.manage.linkInvalid, 'MANAGE_LINK_INVALID');
      const { row: current, rules } = found;
      const at = now();
      const decided = transition(current, 'reschedule', 'user', at, rules);
      if (!decided.ok) throw conflict(decided.error.message, decided.error.code);
      const startsAt = venueWallTimeToInstant(body.appointment_date, parseHHmm(body.appointment_time));
      const row = await changeSlot(tx, now, {
        current,
        expertId: body.expert_id ?? current.expertId,
        subServiceId: current.subServiceId,
        date: body.appointment_date,
        time: body.appointment_time,
        check: {},
        refuse: (rule, verdict) => slotRefusal(rule, verdict),
        status: decided.to,
        // A request again: the owner's time to answer starts over (decision 036), in the venue's open hours (097).
        expiresAt:
          decided.to === 'pending'
            ? requestExpiresAt(
                at,
                startsAt,
                rules.pendingExpiryHours,
                await createAvailabilityService({ db: tx, now }).readOpeningCalendar(current.venueId, at, startsAt),
              )
            : null,
        movedBy: 'userId' in scope ? { actor: 'user', userId: scope.userId } : { actor: 'guest', userId: null },
      });
      // The owner hears of it; the reminders follow the new time, in this transaction.
      await notifier.appointmentEvent(tx, row.id, 'rescheduled', {
        from: { startsAt: current.startsAt.toISOString(), expertName: current.expertName },
      });
      return { row, before: current };
    });
  }

  return {
    /**
     * The rescheduled row and the one before it: the caller (my-appointments, the `appointment.rescheduled` write)
     * drops both experts' cached reads once this committed.
     */
    async reschedule(
      scope: CustomerScope,
      body: RescheduleMyAppointmentValues,
    ): Promise<{ row: AppointmentRow; before: AppointmentRow }> {
      const result = await withSlotRetries(() => rescheduleOnce(scope, body));
      notifier.kick();
      return result;
    },
  };
}
