import {
  kurusToLira,
  messages,
  resolveAppointmentRequest,
  type CreatedAppointment,
  type AppointmentRequest,
  type ValidAppointment,
} from '@randevu/contracts';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { PG, pgErrorCode } from '../../db/client';
import { AppError, badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { memoryRateLimiters, type RateLimiterFactory } from '../../lib/rate-limiter';
import { parseHHmm, venueWallTimeToInstant } from '../../lib/time';
import { createAvailabilityService } from '../availability/availability.service';
import type { Notifier } from '../notifications/notifier';
import { INITIAL_APPOINTMENT_STATUS } from './appointment-state';
import { slotRefusal } from './slot-refusals';
import { createAppointmentsRepository, type AppointmentRow } from './appointments.repository';

const HOUR = 60 * 60 * 1000;
const MAX_ATTEMPTS = 3;
const DEADLOCK_DETECTED = '40P01';
const m = messages.appointments;

export interface AppointmentsServiceOptions {
  db: Db;
  config: Pick<Config, 'limits'>;
  cache: PublicCacheInvalidation;
  now?: () => Date;
  /** Where the booking limits count (Redis across instances, or this process); default this process. */
  rateLimits?: RateLimiterFactory;
  /** Keeps the guest route's and the signed-in route's counts apart, as two limiters did before. */
  limiterName?: string;
  /** Writes the request's messages in the booking's transaction and wakes delivery after it. */
  notifier: Notifier;
}

interface Customer {
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const slotTaken = () => conflict(m.slotTaken, 'SLOT_TAKEN', { appointment_time: m.slotTaken });

function toDto(row: AppointmentRow, booking: ValidAppointment): CreatedAppointment {
  return {
    id: row.id,
    status: row.status,
    venue_id: row.venueId,
    expert_id: row.expertId,
    service_id: row.serviceId,
    sub_service_id: row.subServiceId,
    appointment_date: booking.appointment_date,
    appointment_time: booking.appointment_time,
    duration_minutes: row.durationMinutes,
    price: kurusToLira(row.priceKurus),
    service_name: row.serviceName,
    sub_service_name: row.subServiceName,
    expert_name: row.expertName,
    notes: row.notes,
  };
}

export function createAppointmentsService({
  db,
  config,
  cache,
  now = () => new Date(),
  rateLimits = memoryRateLimiters,
  limiterName = 'appointments',
  notifier,
}: AppointmentsServiceOptions) {
  const limiter = rateLimits(limiterName, HOUR);
  const availability = createAvailabilityService({ db, now });

  /**
   * The route schema has run the shared ordered validation (spec section 5) before any database
   * read. Only a body without a sub-service needs the catalogue: whether the service has any
   * decides between 'Lütfen bir alt hizmet seçiniz' and the body's own first failure.
   */
  async function validate(request: AppointmentRequest): Promise<ValidAppointment> {
    if (request.kind === 'checked') return request.booking;
    const subServicesExist = await availability.hasActiveSubServices(request.venue_id, request.service_id);
    const result = resolveAppointmentRequest(request, subServicesExist);
    if (!result.success) throw badRequest(result.message, result.errors);
    return result.data;
  }

  /**
   * Re-checks the slot with the availability function and inserts it, in one transaction.
   *
   * The exclusion constraint appointments_no_overlap is the guard: under READ COMMITTED two
   * transactions can both pass the check, and the later insert then waits for the earlier
   * commit and fails with 23P01, answered as 409 SLOT_TAKEN (ARCHITECTURE rule 8). The advisory
   * lock on the expert only queues bookings of one expert so that the check sees the previous
   * booking's commit; without it, two inserts of overlapping ranges can each wait on the other's
   * index entry and PostgreSQL aborts one as a deadlock. The expert and sub-service rows are then
   * share-locked, so a concurrent delete of either (which locks the row before counting upcoming
   * appointments) either counts this booking or is seen by it. A deadlock or serialization failure that
   * still happens is retried from the start.
   */
  async function book(booking: ValidAppointment, customer: Customer, changedBy: 'guest' | 'user'): Promise<CreatedAppointment> {
    for (let attempt = 1; ; attempt++) {
      try {
        const booked = await bookOnce(booking, customer, changedBy);
        cache.invalidateExpert(booked.expert_id); // committed: the next available-times read sees it
        notifier.kick(); // the request's messages committed with it
        return booked;
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

  function bookOnce(booking: ValidAppointment, customer: Customer, changedBy: 'guest' | 'user'): Promise<CreatedAppointment> {
    return db.transaction(async (tx) => {
      const repo = createAppointmentsRepository(tx);
      if (customer.userId !== null) await assertPendingCap(repo, customer.userId, booking.venue_id);
      await repo.lockVenueDaysShared(booking.venue_id);
      await repo.lockExpertForAppointment(booking.expert_id);
      await repo.lockSelectionRows(booking.expert_id, booking.sub_service_id);
      const txAvailability = createAvailabilityService({ db: tx, now });
      const result = await txAvailability.resolveSelection({
        expertId: booking.expert_id,
        serviceId: booking.service_id,
        subServiceId: booking.sub_service_id,
      });
      const expertMissing = () => notFound(m.expertNotFound, 'EXPERT_NOT_FOUND');
      // Stryker disable next-line ConditionalExpression,StringLiteral: an unknown expert has no venue, so the next check answers the same 404
      if (result.kind === 'unknownExpert') throw expertMissing();
      const venueId = result.kind === 'ok' ? result.selection.expert.venueId : result.venueId;
      if (venueId !== booking.venue_id) throw expertMissing();
      if (result.kind === 'unbookable') {
        if (result.reason === 'expert') throw expertMissing();
        if (result.reason === 'service')
          throw badRequest(m.serviceUnavailable, { service_id: m.serviceUnavailable }, 'SERVICE_UNAVAILABLE');
        throw badRequest(m.subServiceUnavailable, { sub_service_id: m.subServiceUnavailable }, 'SUB_SERVICE_UNAVAILABLE');
      }
      const { selection } = result;

      // The slot function again, on what this transaction sees under the locks; a refusal names its rule.
      const verdict = await txAvailability.explainSlot(selection, booking.appointment_date, booking.appointment_time);
      if (verdict.rule) throw slotRefusal(verdict.rule, verdict);

      const startsAt = venueWallTimeToInstant(booking.appointment_date, parseHHmm(booking.appointment_time));
      const row = await repo.createWithHistory(
        {
          venueId: booking.venue_id,
          expertId: selection.expert.id,
          serviceId: selection.service.id,
          subServiceId: selection.subService?.id ?? null,
          userId: customer.userId,
          customerFirstName: customer.firstName,
          customerLastName: customer.lastName,
          customerEmail: customer.email,
          customerPhone: customer.phone,
          notes: booking.notes,
          status: INITIAL_APPOINTMENT_STATUS,
          startsAt,
          endsAt: new Date(startsAt.getTime() + selection.durationMinutes * 60_000),
          durationMinutes: selection.durationMinutes,
          priceKurus: selection.priceKurus,
          serviceName: selection.service.name,
          subServiceName: selection.subService?.name ?? null,
          expertName: selection.expert.name,
        },
        changedBy,
        customer.userId,
      );
      // Notifications: written in this transaction, so a booking that rolls back sends nothing.
      await notifier.appointment(tx, row.id, 'received');
      return toDto(row, booking);
    });
  }

  /**
   * A user may hold at most `pendingPerUserVenue` future pending requests at one venue and
   * `pendingPerUser` in all: registration is free, so without a cap one account could hold every
   * slot of every expert. The user's advisory lock serialises their concurrent bookings, so two
   * parallel requests cannot both pass the count.
   */
  async function assertPendingCap(repo: ReturnType<typeof createAppointmentsRepository>, userId: number, venueId: number) {
    await repo.lockUserForAppointment(userId);
    const { total, atVenue } = await repo.countFuturePendingOfUser(userId, venueId, now());
    const { pendingPerUserVenue, pendingPerUser } = config.limits;
    if (atVenue >= pendingPerUserVenue) {
      throw tooManyRequests(m.pendingLimitVenue.replace('{count}', String(pendingPerUserVenue)), 'PENDING_LIMIT');
    }
    if (total >= pendingPerUser) {
      throw tooManyRequests(m.pendingLimitTotal.replace('{count}', String(pendingPerUser)), 'PENDING_LIMIT');
    }
  }

  /** Guests: per address, per phone and per e-mail (each counts only if the ones before it passed). */
  async function limitGuest(booking: ValidAppointment, ip: string) {
    const { appointmentPerIp, appointmentPerPhone, appointmentPerEmail } = config.limits;
    if (
      !(await limiter.hit(`ip:${ip}`, appointmentPerIp)) ||
      !(await limiter.hit(`phone:${booking.phone}`, appointmentPerPhone)) ||
      !(await limiter.hit(`email:${booking.email}`, appointmentPerEmail))
    ) {
      throw tooManyRequests(m.rateLimited);
    }
  }

  async function limitUser(userId: number) {
    if (!(await limiter.hit(`user:${userId}`, config.limits.appointmentPerUser))) throw tooManyRequests(m.rateLimited);
  }

  return {
    /** POST /appointments/public. */
    async bookAsGuest(body: AppointmentRequest, meta: { ip: string }): Promise<CreatedAppointment> {
      const booking = await validate(body);
      await limitGuest(booking, meta.ip);
      return book(
        booking,
        {
          userId: null,
          firstName: booking.first_name!,
          lastName: booking.last_name!,
          email: booking.email!,
          phone: booking.phone!,
        },
        'guest',
      );
    },

    /** POST /api/user/appointments: contact details come from the account. */
    async bookAsUser(body: AppointmentRequest, userId: number): Promise<CreatedAppointment> {
      const booking = await validate(body);
      await limitUser(userId);
      const user = await createAppointmentsRepository(db).findCustomerById(userId);
      if (!user) throw unauthorized(messages.common.unauthorized);
      return book(
        booking,
        {
          userId: user.id,
          firstName: user.firstName ?? '',
          lastName: user.lastName ?? '',
          email: user.email,
          phone: user.phone ?? '',
        },
        'user',
      );
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
