import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES } from '@randevu/contracts';
import { queryRows, type Db } from '../../db/client';
import {
  appointments,
  experts,
  expertServices,
  expertSubServices,
  expertWorkingHours,
  subServices,
  venues,
} from '../../db/schema';

/** Rows as PostgreSQL returns them through `db.execute` (snake_case, times as 'HH:mm:ss'). */
export interface ExpertRow {
  id: number;
  venue_id: number;
  name: string;
  specialization: string | null;
  experience_years: string | null;
  phone: string | null;
  email: string | null;
  bio: string | null;
  specialties: string[] | null;
  photo_path: string | null;
  is_active: boolean;
  hours: { weekday: number; starts_at: string; ends_at: string; breaks: [string, string][] }[];
  services: {
    id: number;
    name: string;
    custom_price_kurus: number | null;
    custom_duration_minutes: number | null;
    description: string | null;
    is_active: boolean;
  }[];
  sub_services: {
    id: number;
    service_id: number;
    name: string;
    price_kurus: number;
    duration_minutes: number;
    custom_price_kurus: number | null;
    custom_duration_minutes: number | null;
    description: string | null;
    is_active: boolean;
  }[];
}

export interface HoursInsert {
  weekday: number;
  startsAt: string;
  endsAt: string;
  breaks: [string, string][];
}

type ExpertFields = Partial<Omit<typeof experts.$inferInsert, 'id' | 'venueId' | 'createdAt' | 'deletedAt'>>;

const activeStatuses = [...ACTIVE_APPOINTMENT_STATUSES];

export function createExpertsRepository(db: Db) {
  /** Live experts of the owner with hours and assignments, in ONE statement however many experts there are. */
  const listQuery = (ownerId: number, filter: { venueId?: number; id?: number }) =>
    queryRows<ExpertRow>(
      db,
      sql`
        select e.id, e.venue_id, e.name, e.specialization, e.experience_years, e.phone, e.email, e.bio,
               e.specialties, e.photo_path, e.is_active,
               coalesce((
                 select json_agg(json_build_object('weekday', h.weekday, 'starts_at', h.starts_at::text,
                                                   'ends_at', h.ends_at::text, 'breaks', h.breaks) order by h.weekday)
                 from expert_working_hours h where h.expert_id = e.id
               ), '[]'::json) as hours,
               coalesce((
                 select json_agg(json_build_object('id', s.id, 'name', s.name,
                                                   'custom_price_kurus', es.custom_price_kurus,
                                                   'custom_duration_minutes', es.custom_duration_minutes,
                                                   'description', es.description, 'is_active', es.is_active)
                                 order by s.position, s.id)
                 from expert_services es join services s on s.id = es.service_id
                 where es.expert_id = e.id
               ), '[]'::json) as services,
               coalesce((
                 select json_agg(json_build_object('id', ss.id, 'service_id', ss.service_id, 'name', ss.name,
                                                   'price_kurus', ss.price_kurus, 'duration_minutes', ss.duration_minutes,
                                                   'custom_price_kurus', ess.custom_price_kurus,
                                                   'custom_duration_minutes', ess.custom_duration_minutes,
                                                   'description', ess.description, 'is_active', ess.is_active)
                                 order by ss.service_id, ss.name, ss.id)
                 from expert_sub_services ess join sub_services ss on ss.id = ess.sub_service_id
                 where ess.expert_id = e.id and ss.deleted_at is null
               ), '[]'::json) as sub_services
        from experts e join venues v on v.id = e.venue_id
        where v.owner_id = ${ownerId} and e.deleted_at is null
          ${filter.venueId ? sql`and e.venue_id = ${filter.venueId}` : sql``}
          ${filter.id ? sql`and e.id = ${filter.id}` : sql``}
        order by e.venue_id, e.id
      `,
    );

  return {
    listByOwnerId: (ownerId: number, venueId?: number) => listQuery(ownerId, { venueId }),
    findOwnedById: async (id: number, ownerId: number) => (await listQuery(ownerId, { id }))[0] ?? null,

    /** The bare row of a live expert of the owner (for checks before a change), else null. */
    findOwnedRef: async (id: number, ownerId: number) =>
      (
        await db
          .select({ id: experts.id, venueId: experts.venueId, photoPath: experts.photoPath })
          .from(experts)
          .innerJoin(venues, eq(venues.id, experts.venueId))
          .where(and(eq(experts.id, id), eq(venues.ownerId, ownerId), isNull(experts.deletedAt)))
          .limit(1)
      )[0] ?? null,

    create: (fields: typeof experts.$inferInsert, hours: HoursInsert[]) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(experts).values(fields).returning({ id: experts.id });
        if (hours.length) await tx.insert(expertWorkingHours).values(hours.map((h) => ({ ...h, expertId: row!.id })));
        return row!.id;
      }),

    /** Updates the given fields; `hours` (when given) replaces the whole week. */
    update: (id: number, fields: ExpertFields, hours: HoursInsert[] | undefined) =>
      db.transaction(async (tx) => {
        await tx
          .update(experts)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(eq(experts.id, id));
        if (hours) {
          await tx.delete(expertWorkingHours).where(eq(expertWorkingHours.expertId, id));
          if (hours.length) await tx.insert(expertWorkingHours).values(hours.map((h) => ({ ...h, expertId: id })));
        }
      }),

    /** Pending and confirmed appointments of the expert that start after `now`, soonest first. */
    listUpcomingAppointments: (expertId: number, now: Date) =>
      db
        .select({
          id: appointments.id,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          firstName: appointments.customerFirstName,
          lastName: appointments.customerLastName,
        })
        .from(appointments)
        .where(
          and(eq(appointments.expertId, expertId), inArray(appointments.status, activeStatuses), gt(appointments.startsAt, now)),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id)),

    /**
     * Hides the expert (deleted_at, passive, no photo, no assignments) in one transaction; the row stays
     * because appointments reference it. Answers how many upcoming appointments blocked the delete
     * (0 = deleted), counted after the row is locked.
     */
    softDelete: (id: number, now: Date) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select id from ${experts} where id = ${id} for update`);
        const [row] = await tx
          .select({ n: count() })
          .from(appointments)
          .where(
            and(eq(appointments.expertId, id), inArray(appointments.status, activeStatuses), gt(appointments.startsAt, now)),
          );
        if (row!.n > 0) return row!.n;
        await tx.delete(expertSubServices).where(eq(expertSubServices.expertId, id));
        await tx.delete(expertServices).where(eq(expertServices.expertId, id));
        await tx
          .update(experts)
          .set({ deletedAt: now, isActive: false, photoPath: null, updatedAt: now })
          .where(eq(experts.id, id));
        return 0;
      }),

    setPhotoPath: (id: number, photoPath: string) =>
      db
        .update(experts)
        .set({ photoPath, updatedAt: sql`now()` })
        .where(eq(experts.id, id)),

    insertService: (row: typeof expertServices.$inferInsert) => db.insert(expertServices).values(row),

    /** Removes the service and the expert's sub-services under it; answers whether the service was assigned. */
    deleteService: (expertId: number, serviceId: number) =>
      db.transaction(async (tx) => {
        const removed = await tx
          .delete(expertServices)
          .where(and(eq(expertServices.expertId, expertId), eq(expertServices.serviceId, serviceId)))
          .returning({ id: expertServices.serviceId });
        if (!removed.length) return false;
        await tx
          .delete(expertSubServices)
          .where(
            and(
              eq(expertSubServices.expertId, expertId),
              inArray(
                expertSubServices.subServiceId,
                tx.select({ id: subServices.id }).from(subServices).where(eq(subServices.serviceId, serviceId)),
              ),
            ),
          );
        return true;
      }),

    /** Assigns the sub-service and makes sure the expert offers its parent service (the booking engine's service filter). */
    insertSubService: (row: typeof expertSubServices.$inferInsert, serviceId: number) =>
      db.transaction(async (tx) => {
        await tx.insert(expertSubServices).values(row);
        await tx
          .insert(expertServices)
          .values({ expertId: row.expertId, serviceId })
          .onConflictDoUpdate({ target: [expertServices.expertId, expertServices.serviceId], set: { isActive: true } });
      }),

    deleteSubService: async (expertId: number, subServiceId: number) =>
      (
        await db
          .delete(expertSubServices)
          .where(and(eq(expertSubServices.expertId, expertId), eq(expertSubServices.subServiceId, subServiceId)))
          .returning({ id: expertSubServices.subServiceId })
      ).length > 0,
  };
}

export type ExpertsRepository = ReturnType<typeof createExpertsRepository>;
