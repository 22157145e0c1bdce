import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { appointments, expertSubServices, services, subServices, venueCategories, venues } from '../../db/schema';

export function createSubServicesRepository(db: Db) {
  const listQuery = () =>
    db
      .select({
        id: subServices.id,
        venueId: subServices.venueId,
        serviceId: subServices.serviceId,
        name: subServices.name,
        description: subServices.description,
        priceKurus: subServices.priceKurus,
        durationMinutes: subServices.durationMinutes,
        bufferMinutes: subServices.bufferMinutes,
        isActive: subServices.isActive,
        serviceName: services.name,
        serviceCategoryId: services.categoryId,
      })
      .from(subServices)
      .innerJoin(services, eq(services.id, subServices.serviceId))
      .innerJoin(venues, eq(venues.id, subServices.venueId));

  return {
    /** The venue's id when it exists and belongs to the owner, else null. */
    findOwnedVenueId: async (venueId: number, ownerId: number) =>
      (
        await db
          .select({ id: venues.id })
          .from(venues)
          .where(and(eq(venues.id, venueId), eq(venues.ownerId, ownerId)))
          .limit(1)
      )[0]?.id ?? null,

    /** The catalogue service when it belongs to one of the venue's categories, else null. */
    findServiceOfVenue: async (serviceId: number, venueId: number) =>
      (
        await db
          .select({ id: services.id, name: services.name })
          .from(services)
          .innerJoin(
            venueCategories,
            and(eq(venueCategories.categoryId, services.categoryId), eq(venueCategories.venueId, venueId)),
          )
          .where(eq(services.id, serviceId))
          .limit(1)
      )[0] ?? null,

    listByOwnerId: (ownerId: number, venueId?: number) =>
      listQuery()
        .where(
          and(eq(venues.ownerId, ownerId), isNull(subServices.deletedAt), venueId ? eq(subServices.venueId, venueId) : undefined),
        )
        .orderBy(asc(subServices.venueId), asc(services.position), asc(services.id), asc(subServices.name), asc(subServices.id)),

    findOwnedById: async (id: number, ownerId: number) =>
      (
        await listQuery()
          .where(and(eq(subServices.id, id), eq(venues.ownerId, ownerId), isNull(subServices.deletedAt)))
          .limit(1)
      )[0] ?? null,

    /** A live sub-service of the venue (for assignments), else null. */
    findOfVenue: async (id: number, venueId: number) =>
      (
        await listQuery()
          .where(and(eq(subServices.id, id), eq(subServices.venueId, venueId), isNull(subServices.deletedAt)))
          .limit(1)
      )[0] ?? null,

    create: async (row: typeof subServices.$inferInsert) =>
      (await db.insert(subServices).values(row).returning({ id: subServices.id }))[0]!.id,

    update: (id: number, fields: Partial<typeof subServices.$inferInsert>) =>
      db
        .update(subServices)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(subServices.id, id), isNull(subServices.deletedAt))),

    /**
     * Hides the row (deleted_at, passive) and drops its expert assignments in one transaction; the row
     * itself stays because past appointments reference it. Answers how many upcoming appointments
     * blocked the delete (0 = deleted), counted after the row is locked.
     */
    softDelete: (id: number, now: Date) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select id from ${subServices} where id = ${id} for update`);
        const [row] = await tx
          .select({ n: count() })
          .from(appointments)
          .where(
            and(
              eq(appointments.subServiceId, id),
              inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
              gt(appointments.startsAt, now),
            ),
          );
        if (row!.n > 0) return row!.n;
        await tx.delete(expertSubServices).where(eq(expertSubServices.subServiceId, id));
        await tx.update(subServices).set({ deletedAt: now, isActive: false, updatedAt: now }).where(eq(subServices.id, id));
        return 0;
      }),
  };
}

export type SubServicesRepository = ReturnType<typeof createSubServicesRepository>;
