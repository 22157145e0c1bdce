import {
  messages,
  type CreatedAppointment,
  type MoveAppointmentValues,
  type OwnerAppointment,
  type OwnerBookingValues,
} from '@randevu/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { notFound, tooManyRequests } from '../../lib/errors';
import type { ModuleDeps } from '../module-deps';
import { createAppointmentMovesService, createAppointmentsService } from '../appointments/appointments.service';
import { createOwnerAppointmentsService } from '../owner-appointments/owner-appointments.service';

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
  const { rateLimits } = deps;
  const appointments = createAppointmentsService(deps);
  const moves = createAppointmentMovesService(deps);
  const limiter = rateLimits('owner-bookings', HOUR);
  const ownerAppointments = createOwnerAppointmentsService(deps);
  const cardOfVenue = async (customerId: number, venueId: number) =>
    (await queryRows(deps.db, sql`select 1 from customers where id = ${customerId} and venue_id = ${venueId}`)).length > 0;

  return {
    async book(venueId: number, ownerId: number, body: OwnerBookingValues): Promise<CreatedAppointment> {
      if (!(await ownerAppointments.isVenueOwnedBy(venueId, ownerId))) throw notFound(messages.venues.notFound);
      if (!(await limiter.hit(`owner:${ownerId}`, OWNER_BOOKINGS_PER_HOUR)))
        throw tooManyRequests(messages.appointments.rateLimited);
      // A card the front desk names must be this venue's (decision 093): another venue's, even the owner's, is 404.
      if (body.customer_id && !(await cardOfVenue(body.customer_id, venueId)))
        throw notFound(messages.ownerCustomers.notFound, 'CUSTOMER_NOT_FOUND');
      return appointments.bookAsOwner(venueId, body, ownerId);
    },

    async move(id: number, ownerId: number, body: MoveAppointmentValues): Promise<OwnerAppointment> {
      await moves.move(id, ownerId, body);
      return ownerAppointments.get(id, ownerId);
    },
  };
}
