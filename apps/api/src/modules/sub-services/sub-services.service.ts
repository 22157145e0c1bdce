import type { z } from 'zod';
import {
  kurusToLira,
  liraToKurus,
  messages,
  type createSubServiceBodySchema,
  type OwnerSubService,
  type updateSubServiceBodySchema,
} from '@randevu/contracts';
import { PG, pgErrorCode, type Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { createSubServicesRepository } from './sub-services.repository';

const m = messages.subServices;
type CreateBody = z.output<typeof createSubServiceBodySchema>;
type UpdateBody = z.output<typeof updateSubServiceBodySchema>;
type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createSubServicesRepository>['findOwnedById']>>>;

export const toOwnerSubService = (r: Row): OwnerSubService => ({
  id: r.id,
  venue_id: r.venueId,
  service_id: r.serviceId,
  name: r.name,
  description: r.description,
  price: kurusToLira(r.priceKurus),
  duration_minutes: r.durationMinutes,
  buffer_minutes: r.bufferMinutes,
  is_active: r.isActive,
  service: { id: r.serviceId, name: r.serviceName, category_id: r.serviceCategoryId },
});

const nameTaken = () => conflict(m.nameTaken, 'SUB_SERVICE_NAME_TAKEN', { name: m.nameTaken });

/** The unique index sub_services_name_unique settles two saves of the same name; never check-then-insert alone. */
async function mapNameConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG.uniqueViolation) throw nameTaken();
    throw error;
  }
}

export interface SubServicesServiceOptions {
  db: Db;
  cache: PublicCacheInvalidation;
  now?: () => Date;
}

/** Sub-services of the owner's venues; also the module's API for experts (venue ownership, catalogue checks). */
export function createSubServicesService({ db, cache, now = () => new Date() }: SubServicesServiceOptions) {
  const repo = createSubServicesRepository(db);

  async function get(id: number, ownerId: number) {
    const row = await repo.findOwnedById(id, ownerId);
    if (!row) throw notFound(m.notFound, 'SUB_SERVICE_NOT_FOUND');
    return row;
  }

  /** 404 (the same as an unknown venue) unless the venue belongs to the owner. */
  async function assertOwnsVenue(venueId: number, ownerId: number): Promise<void> {
    if (!(await repo.findOwnedVenueId(venueId, ownerId))) throw notFound(messages.venues.notFound, 'VENUE_NOT_FOUND');
  }

  return {
    assertOwnsVenue,

    /** The catalogue service when one of the venue's categories holds it, else null. */
    findServiceOfVenue: (serviceId: number, venueId: number) => repo.findServiceOfVenue(serviceId, venueId),

    /** A live (not deleted) sub-service of the venue, else null. */
    findOfVenue: (id: number, venueId: number) => repo.findOfVenue(id, venueId),

    async listMine(ownerId: number, venueId?: number): Promise<OwnerSubService[]> {
      return (await repo.listByOwnerId(ownerId, venueId)).map(toOwnerSubService);
    },

    async get(id: number, ownerId: number): Promise<OwnerSubService> {
      return toOwnerSubService(await get(id, ownerId));
    },

    async create(ownerId: number, body: CreateBody): Promise<OwnerSubService> {
      await assertOwnsVenue(body.venue_id, ownerId);
      if (!(await repo.findServiceOfVenue(body.service_id, body.venue_id))) {
        throw badRequest(m.serviceNotInVenue, { service_id: m.serviceNotInVenue });
      }
      const id = await mapNameConflict(() =>
        repo.create({
          venueId: body.venue_id,
          serviceId: body.service_id,
          name: body.name,
          description: body.description ?? null,
          priceKurus: liraToKurus(body.price),
          durationMinutes: body.duration_minutes,
          bufferMinutes: body.buffer_minutes ?? 0,
          isActive: body.is_active ?? true,
        }),
      );
      cache.invalidateVenue(body.venue_id);
      return toOwnerSubService(await get(id, ownerId));
    },

    async update(id: number, ownerId: number, body: UpdateBody): Promise<OwnerSubService> {
      const { venueId } = await get(id, ownerId);
      await mapNameConflict(() =>
        repo.update(id, {
          name: body.name,
          ...(body.description !== undefined && { description: body.description }),
          priceKurus: liraToKurus(body.price),
          durationMinutes: body.duration_minutes,
          ...(body.buffer_minutes !== undefined && { bufferMinutes: body.buffer_minutes }),
          ...(body.is_active !== undefined && { isActive: body.is_active }),
        }),
      );
      cache.invalidateVenue(venueId);
      return toOwnerSubService(await get(id, ownerId));
    },

    /** Soft delete (decision 012): refused with 409 while pending or confirmed appointments lie ahead. */
    async delete(id: number, ownerId: number): Promise<{ id: number }> {
      const { venueId } = await get(id, ownerId);
      const upcoming = await repo.softDelete(id, now());
      cache.invalidateVenue(venueId);
      if (upcoming > 0) {
        throw conflict(m.hasUpcomingAppointments.replace('{count}', String(upcoming)), 'SUB_SERVICE_HAS_APPOINTMENTS');
      }
      return { id };
    },
  };
}

export type SubServicesService = ReturnType<typeof createSubServicesService>;
