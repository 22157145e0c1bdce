import { and, asc, eq, gt, inArray, isNull, lt, sql, type SQLWrapper } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES } from '@randevu/contracts';
import { queryRows, type Db } from '../../db/client';
import {
  appointments,
  experts,
  expertServices,
  expertSubServices,
  expertWorkingHours,
  services,
  subServices,
  venueCategories,
  venueHours,
  venues,
} from '../../db/schema';

/**
 * A catalogue service (and its sub-services) is offered only while one of the venue's categories holds
 * it (issue 21): dropping a category stops its bookings without deleting anything.
 */
const heldByVenueCategory = (venueId: SQLWrapper, categoryId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${venueCategories} vc where vc.venue_id = ${venueId} and vc.category_id = ${categoryId})`;

export function createAvailabilityRepository(db: Db) {
  return {
    /**
     * Everything that decides whether (expert, service, sub-service) is bookable, in one round
     * trip: the expert and venue, the catalogue service, the sub-service, and the expert's
     * assignments to both (null columns where a row is missing).
     */
    findSelection: async (expertId: number, serviceId: number, subServiceId: number | null) =>
      (
        await db
          .select({
            expert: {
              id: experts.id,
              name: experts.name,
              isActive: experts.isActive,
              venueId: experts.venueId,
              venueIsActive: venues.isActive,
              slotIntervalMinutes: venues.slotIntervalMinutes,
            },
            service: {
              id: services.id,
              name: services.name,
              durationMinutes: services.durationMinutes,
              defaultPriceKurus: services.defaultPriceKurus,
            },
            serviceHeldByVenue: heldByVenueCategory(experts.venueId, services.categoryId),
            serviceAssignment: {
              isActive: expertServices.isActive,
              customPriceKurus: expertServices.customPriceKurus,
              customDurationMinutes: expertServices.customDurationMinutes,
            },
            subService: {
              id: subServices.id,
              venueId: subServices.venueId,
              serviceId: subServices.serviceId,
              name: subServices.name,
              priceKurus: subServices.priceKurus,
              durationMinutes: subServices.durationMinutes,
              isActive: subServices.isActive,
              deletedAt: subServices.deletedAt,
            },
            subServiceAssignment: {
              isActive: expertSubServices.isActive,
              customPriceKurus: expertSubServices.customPriceKurus,
              customDurationMinutes: expertSubServices.customDurationMinutes,
            },
          })
          .from(experts)
          .innerJoin(venues, eq(venues.id, experts.venueId))
          .leftJoin(services, eq(services.id, serviceId))
          .leftJoin(expertServices, and(eq(expertServices.expertId, experts.id), eq(expertServices.serviceId, services.id)))
          .leftJoin(subServices, eq(subServices.id, subServiceId ?? -1))
          .leftJoin(
            expertSubServices,
            and(eq(expertSubServices.expertId, experts.id), eq(expertSubServices.subServiceId, subServices.id)),
          )
          // A deleted expert (decision 012) is as unknown as one that never existed.
          .where(and(eq(experts.id, expertId), isNull(experts.deletedAt)))
          .limit(1)
      )[0] ?? null,

    hasActiveSubServices: async (venueId: number, serviceId: number) =>
      (
        await db
          .select({ id: subServices.id })
          .from(subServices)
          .where(
            and(
              eq(subServices.venueId, venueId),
              eq(subServices.serviceId, serviceId),
              eq(subServices.isActive, true),
              isNull(subServices.deletedAt),
              sql`exists (select 1 from ${services} where ${services.id} = ${serviceId}
                            and ${heldByVenueCategory(sql`${venueId}`, services.categoryId)})`,
            ),
          )
          .limit(1)
      ).length > 0,

    /** Expert and venue hours of one ISO weekday ('HH:mm:ss'), in one round trip; null where there is no row. */
    async findDayHours(expertId: number, venueId: number, weekday: number) {
      const [row] = await queryRows<{
        e_start: string | null;
        e_end: string | null;
        v_open: string | null;
        v_close: string | null;
      }>(
        db,
        sql`select e.starts_at::text as e_start, e.ends_at::text as e_end, v.opens_at::text as v_open, v.closes_at::text as v_close
              from (select 1) as one
              left join ${expertWorkingHours} e on e.expert_id = ${expertId} and e.weekday = ${weekday}
              left join ${venueHours} v on v.venue_id = ${venueId} and v.weekday = ${weekday}`,
      );
      return {
        expert: row?.e_start && row.e_end ? { startsAt: row.e_start, endsAt: row.e_end } : null,
        venue: row?.v_open && row.v_close ? { opensAt: row.v_open, closesAt: row.v_close } : null,
      };
    },

    /** Pending and confirmed appointments of the expert that overlap [from, to). */
    listBusyIntervals: (expertId: number, from: Date, to: Date) =>
      db
        .select({ start: appointments.startsAt, end: appointments.endsAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.expertId, expertId),
            inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
            lt(appointments.startsAt, to),
            gt(appointments.endsAt, from),
          ),
        )
        .orderBy(asc(appointments.startsAt)),
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
