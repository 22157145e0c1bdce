import { kurusToLira, messages, NO_SHOW_REQUEST_DAYS, type AppointmentStatus, type CreatedAppointment } from '@randevu/contracts';
import type { Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { PG, pgErrorCode } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { parseHHmm, venueWallTimeToInstant } from '../../lib/time';
import { createAvailabilityService, type SelectionResult, type SlotCheckOptions } from '../availability/availability.service';
import type { Notifier } from '../notifications/notifier';
import { newManageToken } from './manage-tokens';
import { initialStatus } from './appointment-state';
import { requestExpiresAt } from './request-expiry';
import { createAppointmentsRepository, type AppointmentRow, type VenueBookingRules } from './appointments.repository';

const MAX_ATTEMPTS = 3;
const DEADLOCK_DETECTED = '40P01';
const m = messages.appointments;

/** What is booked, where and when: the guest booking's fields (venue wall time). */
export interface BookingSlot {
  venue_id: number;
  expert_id: number;
  service_id: number;
  sub_service_id?: number | null;
  appointment_date: string;
  appointment_time: string;
  notes: string | null;
}

export interface BookingCustomer {
  userId: number | null;
  firstName: string;
  lastName: string;
  /** '' when the front desk was given none (the column is NOT NULL; nothing is e-mailed to it). */
  email: string;
  /** E.164, or '' when the front desk was given none (decision 090; nothing is texted to it). */
  phone: string;
  /** The venue's card the front desk chose (decision 093); otherwise the trigger chooses it (decision 086). */
  customerId?: number | null;
}

export type Verdict = Awaited<ReturnType<ReturnType<typeof createAvailabilityService>['explainSlot']>>;

/** One booking: who makes it, the slot checks that bind them and the answer to a refused start. */
export interface BookingWrite {
  slot: BookingSlot;
  customer: BookingCustomer;
  /** A customer's booking is a pending request; the front desk's is confirmed at once (decision 033). */
  by: 'guest' | 'user' | 'owner';
  changedByUserId: number | null;
  /** The front desk's "Müşteriye SMS gönder" (decision 090); customers' own bookings always message them. */
  notifyCustomer?: boolean;
  /** Inside the transaction before the slot's locks (the customer's live-booking cap, decision 057). */
  beforeLocks?: (tx: Db) => Promise<void>;
  check?: Omit<SlotCheckOptions, 'excludeAppointmentId'>;
  /** The error for the rule refusing the start, or null when this booker may take it anyway. */
  refuse: (rule: NonNullable<Verdict['rule']>, verdict: Verdict) => AppError | null;
}

/** A booking's answer; a guest's carries the manage token of its confirmation page (decision 072). */
export type Booked = CreatedAppointment & { manage_token?: string };

export const slotTaken = () => conflict(m.slotTaken, 'SLOT_TAKEN', { appointment_time: m.slotTaken });
const expertMissing = () => notFound(m.expertNotFound, 'EXPERT_NOT_FOUND');

export function toCreatedDto(row: AppointmentRow, slot: BookingSlot): CreatedAppointment {
  return {
    id: row.id,
    status: row.status,
    venue_id: row.venueId,
    expert_id: row.expertId,
    service_id: row.serviceId,
    sub_service_id: row.subServiceId,
    appointment_date: slot.appointment_date,
    appointment_time: slot.appointment_time,
    duration_minutes: row.durationMinutes,
    price: kurusToLira(row.priceKurus),
    service_name: row.serviceName,
    sub_service_name: row.subServiceName,
    expert_name: row.expertName,
    notes: row.notes,
  };
}

/** The selection of a booking or a move, or the 404/400 that refuses it (an expert of another venue is unknown). */
export function selectionOrThrow(result: SelectionResult, venueId: number) {
  // Stryker disable next-line ConditionalExpression,StringLiteral: an unknown expert has no venue, so the next check answers the same 404
  if (result.kind === 'unknownExpert') throw expertMissing();
  const found = result.kind === 'ok' ? result.selection.expert.venueId : result.venueId;
  if (found !== venueId) throw expertMissing();
  if (result.kind === 'unbookable') {
    if (result.reason === 'expert') throw expertMissing();
    if (result.reason === 'service')
      throw badRequest(m.serviceUnavailable, { service_id: m.serviceUnavailable }, 'SERVICE_UNAVAILABLE');
    throw badRequest(m.subServiceUnavailable, { sub_service_id: m.subServiceUnavailable }, 'SUB_SERVICE_UNAVAILABLE');
  }
  return result.selection;
}

/**
 * Runs `once` in a fresh transaction until it commits: the exclusion constraint's 23P01 is 409 SLOT_TAKEN, a deadlock
 * or serialization failure is retried from the start (at most MAX_ATTEMPTS), an AppError is the answer.
 */
export async function withSlotRetries<T>(once: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once();
    } catch (error) {
      // Stryker disable next-line ConditionalExpression: an AppError carries no SQLSTATE, so the checks below rethrow it too
      if (error instanceof AppError) throw error;
      const code = pgErrorCode(error);
      if (code === PG.exclusionViolation) throw slotTaken();
      if ((code === DEADLOCK_DETECTED || code === PG.serializationFailure) && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** Decision 091: whether the venue's no-show rule turns this customer's instant booking into a request. */
async function missedTooOften(
  repo: ReturnType<typeof createAppointmentsRepository>,
  venueId: number,
  customer: BookingCustomer,
  rules: VenueBookingRules,
  at: Date,
): Promise<boolean> {
  const threshold = rules.noShowRequestThreshold;
  if (!rules.autoConfirm || threshold === null || !(customer.phone || customer.email)) return false;
  const since = new Date(at.getTime() - NO_SHOW_REQUEST_DAYS * 86_400_000);
  return (await repo.countNoShowsSince(venueId, customer, since)) >= threshold;
}

/**
 * The one insert path of every booking: guest, signed-in and the owner's front desk (decision 033).
 *
 * Re-checks the slot with the availability function and inserts it, in one transaction. The exclusion constraint
 * appointments_no_overlap is the guard: under READ COMMITTED two transactions can both pass the check, and the later
 * insert then waits for the earlier commit and fails with 23P01, answered as 409 SLOT_TAKEN (ARCHITECTURE rule 8).
 * The advisory lock on the expert only queues bookings of one expert so that the check sees the previous booking's
 * commit; without it, two inserts of overlapping ranges can each wait on the other's index entry and PostgreSQL aborts
 * one as a deadlock. The expert and sub-service rows are then share-locked, so a concurrent delete of either (which
 * locks the row before counting upcoming appointments) either counts this booking or is seen by it. A deadlock or
 * serialization failure that still happens is retried from the start.
 */
export function createBookingWriter(deps: { db: Db; cache: PublicCacheInvalidation; now: () => Date; notifier: Notifier }) {
  const { db, cache, now, notifier } = deps;

  function bookOnce(w: BookingWrite): Promise<Booked> {
    const { slot, customer } = w;
    return db.transaction(async (tx) => {
      const repo = createAppointmentsRepository(tx);
      await w.beforeLocks?.(tx);
      const locked = await repo.lockSlotReadRulesDrawId(slot.venue_id, slot.expert_id, slot.sub_service_id ?? null);
      // The selection and the slot function again, on what this transaction sees under the locks (one statement);
      // a refusal names its rule.
      const availability = createAvailabilityService({ db: tx, now });
      const checked = await availability.checkSelectionSlot(
        { expertId: slot.expert_id, serviceId: slot.service_id, subServiceId: slot.sub_service_id },
        slot.appointment_date,
        slot.appointment_time,
        w.check,
      );
      const selection = selectionOrThrow(checked.result, slot.venue_id);
      // The selection's expert works at slot.venue_id, so the venue exists and was read with the locks.
      const { id, rules } = locked!;
      const verdict = checked.verdict!;
      const refusal = verdict.rule ? w.refuse(verdict.rule, verdict) : null;
      if (refusal) throw refusal;

      const owner = w.by === 'owner';
      const startsAt = venueWallTimeToInstant(slot.appointment_date, parseHHmm(slot.appointment_time));
      // Decision 036: a customer's booking is confirmed at once where the venue says so; a request expires. Decision
      // 091: not for a person who missed the venue's threshold of appointments in the last 90 days.
      const status: AppointmentStatus = owner
        ? 'confirmed'
        : (await missedTooOften(repo, slot.venue_id, customer, rules, now()))
          ? 'pending'
          : initialStatus(rules);
      // Decision 097: the request's time to answer is counted in the venue's open hours.
      const madeAt = now();
      const expiresAt =
        status === 'pending'
          ? requestExpiresAt(
              madeAt,
              startsAt,
              rules.pendingExpiryHours,
              await availability.readOpeningCalendar(slot.venue_id, madeAt, startsAt),
            )
          : null;
      // The customer's manage link (decision 037), written with the booking; a front-desk booking without any contact
      // gets none.
      const manage = customer.email || customer.phone ? newManageToken() : undefined;
      const values = {
        id,
        venueId: slot.venue_id,
        expertId: selection.expert.id,
        serviceId: selection.service.id,
        subServiceId: selection.subService?.id ?? null,
        userId: customer.userId,
        customerFirstName: customer.firstName,
        customerLastName: customer.lastName,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        customerId: customer.customerId ?? null,
        notes: slot.notes,
        status,
        bookedBy: owner ? ('owner' as const) : ('customer' as const),
        notifyCustomer: w.notifyCustomer ?? true,
        startsAt,
        expiresAt,
        endsAt: new Date(startsAt.getTime() + selection.durationMinutes * 60_000),
        durationMinutes: selection.durationMinutes,
        priceKurus: selection.priceKurus,
        serviceName: selection.service.name,
        subServiceName: selection.subService?.name ?? null,
        expertName: selection.expert.name,
      };
      // Notifications (decision 060): one event written by the insert, so a booking that rolls back sends nothing; the
      // delivery job renders its messages, with the manage link from the plain token the event carries until then.
      const event = {
        kind: status === 'confirmed' ? ('confirmed' as const) : ('received' as const),
        payload: manage ? { manageToken: manage.token } : {},
      };
      const row = await repo.insertBookingWithHistoryAndEvent(values, w.by, w.changedByUserId, manage?.hash, event);
      // The guest's answer carries the link it just made (decision 072); the other answers' schemas have no such field.
      return { ...toCreatedDto(row, slot), ...(manage && w.by === 'guest' ? { manage_token: manage.token } : {}) };
    });
  }

  return {
    async book(w: BookingWrite): Promise<Booked> {
      const booked = await withSlotRetries(() => bookOnce(w));
      cache.invalidateExpert(booked.expert_id); // committed: the next available-times read sees it
      notifier.kick(); // its event committed with it: this app's worker renders and sends its messages now
      return booked;
    },
  };
}
