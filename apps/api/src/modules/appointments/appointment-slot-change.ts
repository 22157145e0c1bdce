import type { AppointmentStatus } from '@randevu/contracts';
import type { Db } from '../../db/client';
import type { AppError } from '../../lib/errors';
import { parseHHmm, venueWallTimeToInstant } from '../../lib/time';
import { createAvailabilityService, type SlotCheckOptions } from '../availability/availability.service';
import { selectionOrThrow, type Verdict } from './appointment-booking';
import { subServiceRequired } from './slot-refusals';
import { createAppointmentsRepository, type AppointmentRow } from './appointments.repository';

/** A new time (and maybe expert or sub-service) for an appointment whose row the caller has locked. */
export interface SlotChange {
  current: AppointmentRow;
  expertId: number;
  subServiceId: number | null;
  date: string;
  time: string;
  /** Whose slot rules bind: the owner's (decision 033) or, when empty, the customer's. */
  check: Omit<SlotCheckOptions, 'excludeAppointmentId'>;
  /** The error for the rule refusing the start, or null when this caller may take it anyway. */
  refuse: (rule: NonNullable<Verdict['rule']>, verdict: Verdict) => AppError | null;
  /** The status after the change (a customer's reschedule: a request again, or confirmed); default unchanged. */
  status?: AppointmentStatus;
  /** When a request expires (decision 036); default unchanged. */
  expiresAt?: Date | null;
  /** `guest`: the customer through their manage link, without a user id (decision 037). */
  movedBy: { actor: 'user' | 'owner' | 'guest'; userId: number | null };
}

/**
 * The shared core of the owner's move (decision 033) and the customer's reschedule (decision 036), inside the caller's
 * transaction after it locked the appointment's row: the venue's days (shared) and both experts' time (lower id
 * first, so two changes between the same experts queue instead of deadlocking), the new start checked by the slot
 * function with the appointment itself left out of the busy ones, then the UPDATE, still guarded by the exclusion
 * constraint (23P01 → 409 SLOT_TAKEN in `withSlotRetries`). The old interval is released only when the new one is
 * written, in the same commit, so a refused change keeps the old time. The move is recorded with the old time.
 */
export async function changeSlot(tx: Db, now: () => Date, c: SlotChange): Promise<AppointmentRow> {
  const { current } = c;
  const repo = createAppointmentsRepository(tx);
  await repo.lockVenueDaysShared(current.venueId);
  for (const expertId of [...new Set([current.expertId, c.expertId])].sort((a, b) => a - b))
    await repo.lockExpertForAppointment(expertId);
  await repo.lockSelectionRows(c.expertId, c.subServiceId);
  const availability = createAvailabilityService({ db: tx, now });
  if (c.subServiceId === null && (await availability.hasActiveSubServices(current.venueId, current.serviceId)))
    throw subServiceRequired();
  const resolved = selectionOrThrow(
    await availability.resolveSelection({ expertId: c.expertId, serviceId: current.serviceId, subServiceId: c.subServiceId }),
    current.venueId,
  );
  // Decision 007's precedence applies to a new expert or sub-service; a new time alone keeps what was agreed.
  const sameChoice = resolved.expert.id === current.expertId && (resolved.subService?.id ?? null) === current.subServiceId;
  const selection = sameChoice ? { ...resolved, durationMinutes: current.durationMinutes } : resolved;

  const verdict = await availability.explainSlot(selection, c.date, c.time, { ...c.check, excludeAppointmentId: current.id });
  const refused = verdict.rule ? c.refuse(verdict.rule, verdict) : null;
  if (refused) throw refused;

  const startsAt = venueWallTimeToInstant(c.date, parseHHmm(c.time));
  const row = await repo.updateSlot(current.id, {
    expertId: selection.expert.id,
    expertName: selection.expert.name,
    subServiceId: selection.subService?.id ?? null,
    subServiceName: selection.subService?.name ?? null,
    startsAt,
    endsAt: new Date(startsAt.getTime() + selection.durationMinutes * 60_000),
    durationMinutes: selection.durationMinutes,
    priceKurus: sameChoice ? current.priceKurus : selection.priceKurus,
    ...(c.status === undefined ? {} : { status: c.status }),
    ...(c.expiresAt === undefined ? {} : { expiresAt: c.expiresAt }),
    updatedAt: new Date(),
  });
  if (row.status !== current.status) await repo.recordStatusChange(row.id, current.status, row.status, c.movedBy);
  await repo.recordMove({
    appointmentId: row.id,
    movedBy: c.movedBy.actor,
    changedByUserId: c.movedBy.userId,
    fromStartsAt: current.startsAt,
    fromEndsAt: current.endsAt,
    fromExpertId: current.expertId,
    fromExpertName: current.expertName,
    toStartsAt: row.startsAt,
    toExpertId: row.expertId,
  });
  return row;
}
