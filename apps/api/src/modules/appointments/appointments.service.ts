import {
  messages,
  phoneToE164,
  resolveAppointmentRequest,
  type CreatedAppointment,
  type GuestCreatedAppointment,
  type AppointmentRequest,
  type OwnerBookingValues,
  type RescheduleMyAppointmentValues,
  type ValidAppointment,
} from '@randevu/contracts';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/errors';
import { formatHHmm, toVenueWallTime } from '../../lib/time';
import { memoryRateLimiters, type RateLimiterFactory } from '../../lib/rate-limiter';
import { createAvailabilityService } from '../availability/availability.service';
import type { Notifier } from '../notifications/notifier';
import { ownerSlotRefusal, slotRefusal, subServiceRequired } from './slot-refusals';
import { createAppointmentsRepository } from './appointments.repository';
import { createBookingWriter, type BookingCustomer, type BookingWrite } from './appointment-booking';
import { createAppointmentReschedulesService } from './appointment-reschedules.service';
import { createBookingCaps } from './booking-caps';

/*
 * The module's one public face (decision 059): other modules import the appointment's life from here; every other
 * file of the module is its own.
 */
export { allowedActions, type AppointmentState, type StatusChange } from './appointment-state';
export { allowedActionsSql, nextActionChangeSql, type AppointmentColumns } from './appointment-actions-sql';
export { createAppointmentTransitionsService } from './appointment-transitions.service';
export { createAppointmentMovesService } from './appointment-moves.service';
export { customerAppointmentChoice, customerAppointmentColumns, customerAppointmentTimes } from './customer-appointment-columns';

const HOUR = 60 * 60 * 1000;

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
  const writer = createBookingWriter({ db, cache, now, notifier });
  const reschedules = createAppointmentReschedulesService({ db, now, notifier });
  const caps = createBookingCaps(config.limits, now);

  /**
   * The route schema has run the shared ordered validation (docs/product-public.md#booking-validation) before any database
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

  /** A customer's booking: every rule of the slot binds (a refusal names it). */
  const book = (
    booking: ValidAppointment,
    customer: BookingCustomer,
    by: 'guest' | 'user',
    beforeLocks?: BookingWrite['beforeLocks'],
  ) =>
    writer.book({
      slot: booking,
      customer,
      by,
      changedByUserId: customer.userId,
      beforeLocks,
      refuse: (rule, verdict) => slotRefusal(rule, verdict),
    });

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
    async bookAsGuest(body: AppointmentRequest, meta: { ip: string }): Promise<GuestCreatedAppointment> {
      const booking = await validate(body);
      await limitGuest(booking, meta.ip);
      const booked = await book(
        booking,
        {
          userId: null,
          firstName: booking.first_name!,
          lastName: booking.last_name!,
          email: booking.email!,
          phone: booking.phone!,
        },
        'guest',
        (tx) => caps.guest(tx, { phone: booking.phone!, email: booking.email! }, booking.venue_id),
      );
      // A guest always gives an e-mail and a phone, so the booking always wrote a manage link.
      if (!booked.manage_token) throw new Error('a guest booking without a manage link');
      return { ...booked, manage_token: booked.manage_token };
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
          // E.164, as every booking stores it (decision 087); an account's digits that are no number give none.
          phone: phoneToE164(user.phone) ?? '',
        },
        'user',
        (tx) => caps.user(tx, user.id, booking.venue_id),
      );
    },

    /**
     * POST /api/user/appointments/{id}/reschedule (decision 036): a write by the signed-in user, counted by the same
     * per-user limit as their bookings. The caller (my-appointments) invalidates both experts after it.
     */
    async rescheduleAsUser(id: number, userId: number, body: RescheduleMyAppointmentValues) {
      await limitUser(userId);
      return reschedules.reschedule({ id, userId }, body);
    },

    /**
     * POST /api/manage/{token}/reschedule (decision 036): the same through the customer's manage link. The caller
     * (manage) has counted the address and the link's own limit, and invalidates both experts after it.
     */
    rescheduleByLink: (manageTokenHash: string, body: RescheduleMyAppointmentValues) =>
      reschedules.reschedule({ manageTokenHash }, body),

    /**
     * POST /api/owner/venues/{id}/appointments (decision 033): a walk-in or phone booking, confirmed at once. The
     * caller (owner-appointments) has checked the venue is the owner's and counted the owner's limit. Decision 090: the
     * customer may be nameless and contactless, the visit may have started ("now") or be earlier today, and
     * `notify_customer` (default: unless it starts now) decides whether the customer is messaged.
     */
    async bookAsOwner(venueId: number, body: OwnerBookingValues, ownerId: number): Promise<CreatedAppointment> {
      if (!body.sub_service_id && (await availability.hasActiveSubServices(venueId, body.service_id))) {
        throw subServiceRequired();
      }
      const overridden = body.outside_hours;
      const at = body.starts_now ? toVenueWallTime(now()) : null;
      return writer.book({
        slot: {
          ...body,
          venue_id: venueId,
          appointment_date: at ? at.date : body.appointment_date!,
          appointment_time: at ? formatHHmm(at.minutes) : body.appointment_time!,
        },
        customer: {
          userId: null,
          firstName: body.first_name,
          lastName: body.last_name,
          // NOTE: customer_email and customer_phone are NOT NULL; '' is "none given", sent nothing and answered as null.
          email: body.email ?? '',
          phone: body.phone ?? '',
          customerId: body.customer_id ?? null,
        },
        by: 'owner',
        changedByUserId: ownerId,
        notifyCustomer: body.notify_customer ?? !body.starts_now,
        check: { owner: true, outsideHours: overridden, overrideBuffer: body.override_buffer, earlierToday: true },
        refuse: (rule, verdict) => ownerSlotRefusal(rule, verdict, overridden),
      });
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
