import {
  messages,
  type CreatedAppointment,
  type MoveAppointmentValues,
  type OwnerAppointment,
  type OwnerBookingValues,
} from '@randevu/contracts';
import { notFound, tooManyRequests } from '../../lib/errors';
import type { ModuleDeps } from '../module-deps';
import { createAppointmentMovesService, createAppointmentsService } from '../appointments/appointments.service';
import { createOwnerAppointmentsRepository } from './owner-appointments.repository';
import { toOwnerAppointmentDto } from './owner-appointments.service';

const HOUR = 60 * 60 * 1000;
/** The front desk's bookings per owner and hour: far above a busy salon's day, far below a script's (decision 033). */
export const OWNER_BOOKINGS_PER_HOUR = 300;

/**
 * The owner's front desk: walk-in and phone bookings and moves. The path's venue or appointment is the
 * owner's (plugins/ownership.ts answers 404 before the body is read); the writes are the appointments module's.
 */
export function createOwnerBookingsService(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'cache' | 'now' | 'rateLimits' | 'notifier'>,
) {
  const { db, rateLimits, now } = deps;
  const appointments = createAppointmentsService(deps);
  const moves = createAppointmentMovesService(deps);
  const limiter = rateLimits('owner-bookings', HOUR);
  const repo = createOwnerAppointmentsRepository(db);

  return {
    async book(venueId: number, ownerId: number, body: OwnerBookingValues): Promise<CreatedAppointment> {
      if (!(await repo.isVenueOwnedBy(venueId, ownerId))) throw notFound(messages.venues.notFound);
      if (!(await limiter.hit(`owner:${ownerId}`, OWNER_BOOKINGS_PER_HOUR)))
        throw tooManyRequests(messages.appointments.rateLimited);
      return appointments.bookAsOwner(venueId, body, ownerId);
    },

    async move(id: number, ownerId: number, body: MoveAppointmentValues): Promise<OwnerAppointment> {
      await moves.move(id, ownerId, body);
      const row = await repo.findByIdForOwner(id, ownerId);
      if (!row) throw notFound(messages.ownerAppointments.missing);
      return toOwnerAppointmentDto(row, now());
    },
  };
}
