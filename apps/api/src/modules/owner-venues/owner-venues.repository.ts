import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { categories, cities, districts, neighborhoods, venueCategories, venueHours, venues } from '../../db/schema';

export interface GoLiveRow {
  is_published: boolean;
  is_bookable: boolean;
  is_listed: boolean;
  holidays_answered: boolean;
  active_sub_services: number;
  experts: number;
  experts_without_hours: number;
  experts_without_services: number;
  images: number;
}

export interface HoursInput {
  weekday: number;
  opensAt: string;
  closesAt: string;
}

/** A venue in the owner's list; the editor's detail adds to these. */
const summaryColumns = {
  id: venues.id,
  prefix: venues.prefix,
  name: venues.name,
  address: venues.address,
  isActive: venues.isActive,
  isPublished: venues.isPublished,
  isBookable: venues.isBookable,
  isListed: venues.isListed,
  createdAt: venues.createdAt,
  cityId: cities.id,
  cityName: cities.name,
  districtId: districts.id,
  districtName: districts.name,
};

/**
 * Category links are written in ascending id order: their triggers update the (city, category) counts of decision 048
 * in that order, so two venue writes of the same categories queue on those rows instead of deadlocking.
 */
const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

export function createOwnerVenuesRepository(db: Db) {
  const listQuery = () =>
    db
      .select(summaryColumns)
      .from(venues)
      .innerJoin(cities, eq(cities.id, venues.cityId))
      .innerJoin(districts, eq(districts.id, venues.districtId));

  return {
    listByOwnerId: (ownerId: number) =>
      listQuery().where(eq(venues.ownerId, ownerId)).orderBy(desc(venues.createdAt), desc(venues.id)),
    findById: async (id: number) => (await listQuery().where(eq(venues.id, id)).limit(1))[0] ?? null,

    /** The owner's venue with location names, or null when unknown or someone else's. */
    async findDetailByIdAndOwnerId(id: number, ownerId: number) {
      const [row] = await db
        .select({
          ...summaryColumns,
          description: venues.description,
          phone: venues.phone,
          email: venues.email,
          neighborhoodId: neighborhoods.id,
          neighborhoodName: neighborhoods.name,
          categoryIds: sql<
            number[]
          >`coalesce((select json_agg(vc.category_id order by vc.category_id) from venue_categories vc where vc.venue_id = ${venues.id}), '[]'::json)`,
        })
        .from(venues)
        .innerJoin(cities, eq(cities.id, venues.cityId))
        .innerJoin(districts, eq(districts.id, venues.districtId))
        .innerJoin(neighborhoods, eq(neighborhoods.id, venues.neighborhoodId))
        .where(and(eq(venues.id, id), eq(venues.ownerId, ownerId)))
        .limit(1);
      return row ?? null;
    },

    existsByIdAndOwnerId: async (id: number, ownerId: number) =>
      (
        await db
          .select({ id: venues.id })
          .from(venues)
          .where(and(eq(venues.id, id), eq(venues.ownerId, ownerId)))
          .limit(1)
      ).length > 0,

    listHoursByVenueId: (venueId: number) =>
      db
        .select({ weekday: venueHours.weekday, opensAt: venueHours.opensAt, closesAt: venueHours.closesAt })
        .from(venueHours)
        .where(eq(venueHours.venueId, venueId))
        .orderBy(asc(venueHours.weekday)),

    /** The go-live checklist's facts of one venue (decision 074), one statement; null when unknown or not theirs. */
    async findGoLive(id: number, ownerId: number) {
      const [row] = await queryRows<GoLiveRow>(
        db,
        sql`
        select v.is_published, v.is_bookable, v.is_listed, v.holidays_answered_at is not null as holidays_answered,
               (select count(*)::int from sub_services ss join services s on s.id = ss.service_id
                 where ss.venue_id = v.id and ss.is_active and ss.deleted_at is null
                   and exists (select 1 from venue_categories vc where vc.venue_id = v.id and vc.category_id = s.category_id)
               ) as active_sub_services,
               count(e.id)::int as experts,
               count(e.id) filter (where not exists (select 1 from expert_working_hours h where h.expert_id = e.id))::int
                 as experts_without_hours,
               count(e.id) filter (where not exists (
                 select 1 from expert_sub_services ess
                 join sub_services ss on ss.id = ess.sub_service_id and ss.is_active and ss.deleted_at is null
                 where ess.expert_id = e.id and ess.is_active))::int as experts_without_services,
               (select count(*)::int from venue_images i where i.venue_id = v.id) as images
        from venues v
        left join experts e on e.venue_id = v.id and e.is_active and e.deleted_at is null
        where v.id = ${id} and v.owner_id = ${ownerId}
        group by v.id`,
      );
      return row ?? null;
    },

    setPublished: (id: number, published: boolean) =>
      db.update(venues).set({ isPublished: published, updatedAt: new Date() }).where(eq(venues.id, id)),

    countCategories: async (ids: number[]) =>
      ids.length ? (await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))).length : 0,

    async create(venue: typeof venues.$inferInsert, categoryIds: number[], hours: HoursInput[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(venues).values(venue).returning({ id: venues.id });
        const venueId = row!.id;
        if (categoryIds.length)
          await tx.insert(venueCategories).values(ascending(categoryIds).map((categoryId) => ({ venueId, categoryId })));
        await tx.insert(venueHours).values(hours.map((h) => ({ ...h, venueId })));
        return venueId;
      });
    },

    /** Updates the venue's own fields and, when given, replaces its categories and hours, all in one transaction. */
    async update(
      id: number,
      values: Partial<typeof venues.$inferInsert>,
      categoryIds: number[] | undefined,
      hours: HoursInput[] | undefined,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(venues)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(venues.id, id));
        if (categoryIds) {
          await tx.delete(venueCategories).where(eq(venueCategories.venueId, id));
          if (categoryIds.length)
            await tx.insert(venueCategories).values(ascending(categoryIds).map((categoryId) => ({ venueId: id, categoryId })));
        }
        if (hours) {
          await tx.delete(venueHours).where(eq(venueHours.venueId, id));
          await tx.insert(venueHours).values(hours.map((h) => ({ ...h, venueId: id })));
        }
      });
    },
  };
}
