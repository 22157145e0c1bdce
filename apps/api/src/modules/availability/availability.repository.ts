import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { dayColumns, toDayFound, type DayFound, type DayRow } from './day-columns';
import { holidayRuleJson, type HolidayRuleRow } from '../../db/holiday-rule';
import {
  venueClosures,
  venueDayHours,
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
 * it: dropping a category stops its bookings without deleting anything.
 */
const heldByVenueCategory = (venueId: SQLWrapper, categoryId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${venueCategories} vc where vc.venue_id = ${venueId} and vc.category_id = ${categoryId})`;

/** `findSelection`'s row: the expert and venue, the service, the sub-service and the assignments (null when missing). */
export interface SelectionRow {
  expert: { id: number; name: string; isActive: boolean; venueId: number; venueIsActive: boolean; slotIntervalMinutes: number };
  service: { id: number; name: string; durationMinutes: number; defaultPriceKurus: number } | null;
  serviceHeldByVenue: boolean;
  serviceAssignment: { isActive: boolean; customPriceKurus: number | null; customDurationMinutes: number | null } | null;
  subService: {
    id: number;
    venueId: number;
    serviceId: number;
    name: string;
    priceKurus: number;
    durationMinutes: number;
    bufferMinutes: number;
    isActive: boolean;
    deletedAt: Date | string | null;
  } | null;
  subServiceAssignment: { isActive: boolean; customPriceKurus: number | null; customDurationMinutes: number | null } | null;
}

/** `findSelectionWithDay`'s statement: the selection's objects as JSON (null where the row is missing) and the day. */
export const selectionWithDay = preparedRows<
  DayRow & Omit<SelectionRow, 'serviceHeldByVenue'> & { held: boolean },
  'expertId' | 'serviceId' | 'subServiceId' | 'date' | 'weekday' | 'from' | 'to' | 'exceptId'
>(
  'availability_selection_day',
  ['expertId', 'serviceId', 'subServiceId', 'date', 'weekday', 'from', 'to', 'exceptId'],
  (p) => sql`
  select json_build_object('id', x.id, 'name', x.name, 'isActive', x.is_active, 'venueId', x.venue_id,
                           'venueIsActive', vn.is_active, 'slotIntervalMinutes', vn.slot_interval_minutes) as expert,
         case when s.id is null then null else json_build_object('id', s.id, 'name', s.name,
           'durationMinutes', s.duration_minutes, 'defaultPriceKurus', s.default_price_kurus) end as service,
         ${heldByVenueCategory(sql`x.venue_id`, sql`s.category_id`)} as held,
         case when es.expert_id is null then null else json_build_object('isActive', es.is_active,
           'customPriceKurus', es.custom_price_kurus, 'customDurationMinutes', es.custom_duration_minutes) end as "serviceAssignment",
         case when ss.id is null then null else json_build_object('id', ss.id, 'venueId', ss.venue_id,
           'serviceId', ss.service_id, 'name', ss.name, 'priceKurus', ss.price_kurus, 'durationMinutes', ss.duration_minutes,
           'bufferMinutes', ss.buffer_minutes, 'isActive', ss.is_active, 'deletedAt', ss.deleted_at) end as "subService",
         case when ess.expert_id is null then null else json_build_object('isActive', ess.is_active,
           'customPriceKurus', ess.custom_price_kurus, 'customDurationMinutes', ess.custom_duration_minutes) end
           as "subServiceAssignment",
         ${dayColumns({ expertId: sql`x.id`, date: p.date, from: p.from, to: p.to, busy: { exceptId: p.exceptId } })}
    from ${experts} x
    join ${venues} vn on vn.id = x.venue_id
    left join ${services} s on s.id = ${p.serviceId}
    left join ${expertServices} es on es.expert_id = x.id and es.service_id = s.id
    left join ${subServices} ss on ss.id = ${p.subServiceId}
    left join ${expertSubServices} ess on ess.expert_id = x.id and ess.sub_service_id = ss.id
    left join ${expertWorkingHours} e on e.expert_id = x.id and e.weekday = ${p.weekday}
    left join ${venueHours} v on v.venue_id = vn.id and v.weekday = ${p.weekday}
   where x.id = ${p.expertId} and x.deleted_at is null`,
);

const toSelectionRow = (r: Omit<SelectionRow, 'serviceHeldByVenue'> & { held: boolean }): SelectionRow => ({
  expert: r.expert,
  service: r.service,
  serviceHeldByVenue: r.held,
  serviceAssignment: r.serviceAssignment,
  subService: r.subService,
  subServiceAssignment: r.subServiceAssignment,
});

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
              bufferMinutes: subServices.bufferMinutes,
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

    /**
     * Everything of one venue day besides the appointments, in one round trip: the expert's hours and breaks and the
     * venue's hours of the ISO weekday ('HH:mm:ss'; null where there is no row), the venue's booking rules, whether a
     * closure covers the day or the owner opened its holiday, the expert's time off overlapping [from, to), and unless
     * `busy` is null, the expert's live appointments overlapping [from, to) but `busy.exceptId` (an appointment being
     * moved), each with its sub-service's current buffer (decision 031: raising a buffer takes the following start off
     * at once, for appointments already booked too).
     *
     * One statement, not two in parallel (each query's round trip costs the server more CPU than building its
     * answer). The appointments' range test is the exclusion constraint's own expression, so they are read by an index
     * scan of `appointments_no_overlap` (expert, range; live rows only): the day's rows, not the expert's history.
     */
    async findDayInputs(
      expertId: number,
      venueId: number,
      date: string,
      weekday: number,
      from: Date,
      to: Date,
      busy: { exceptId?: number } | null = {},
    ): Promise<DayFound | null> {
      const [row] = await queryRows<DayRow>(
        db,
        sql`select ${dayColumns({ expertId: sql`${expertId}`, date: sql`${date}`, from: sql`${from.toISOString()}`, to: sql`${to.toISOString()}`, busy })}
              from ${venues} vn
              left join ${expertWorkingHours} e on e.expert_id = ${expertId} and e.weekday = ${weekday}
              left join ${venueHours} v on v.venue_id = vn.id and v.weekday = ${weekday}
             where vn.id = ${venueId}`,
      );
      return row ? toDayFound(row) : null;
    },

    /**
     * The available-times read in ONE prepared statement: `findSelection`'s row and, for the expert's venue,
     * `findDayInputs`' (every live appointment busy but `exceptId`, an appointment being moved). Null when the expert is
     * unknown or deleted. A booking's and a move's check read the same, under their locks.
     */
    async findSelectionWithDay(q: {
      expertId: number;
      serviceId: number;
      subServiceId: number | null;
      date: string;
      weekday: number;
      from: Date;
      to: Date;
      exceptId?: number;
    }): Promise<{ selection: SelectionRow; day: DayFound } | null> {
      const [row] = await selectionWithDay(db, {
        ...q,
        subServiceId: q.subServiceId ?? -1,
        exceptId: q.exceptId ?? -1,
        from: q.from.toISOString(),
        to: q.to.toISOString(),
      });
      return row ? { selection: toSelectionRow(row), day: toDayFound(row) } : null;
    },

    /**
     * What a venue's open hours between two venue days are made of (decision 097): its weekly hours, its closures and
     * its holiday rule (decision 096). Active or not: a request's expiry is computed under the booking's locks.
     */
    async findOpeningCalendar(venueId: number, from: string, to: string) {
      const [row] = await queryRows<{
        hours: { weekday: number; opens_at: string; closes_at: string }[];
        closures: { start_date: string; end_date: string }[];
        holidays: HolidayRuleRow | null;
      }>(
        db,
        sql`select coalesce((select json_agg(json_build_object('weekday', h.weekday, 'opens_at', h.opens_at, 'closes_at', h.closes_at))
                               from ${venueHours} h where h.venue_id = vn.id), '[]'::json) as hours,
                   coalesce((select json_agg(json_build_object('start_date', c.start_date, 'end_date', c.end_date))
                               from ${venueClosures} c
                              where c.venue_id = vn.id and c.start_date <= ${to}::date and c.end_date >= ${from}::date), '[]'::json)
                     as closures,
                   ${holidayRuleJson(sql`vn.id`, from, to)} as holidays
              from ${venues} vn
             where vn.id = ${venueId}`,
      );
      return row ?? null;
    },

    /** The venue's weekly open weekdays, closures overlapping [from, to] and its holiday rule over it (decision 096). */
    async findVenueCalendar(venueId: number, from: string, to: string) {
      const [row] = await queryRows<{
        weekdays: number[];
        closures: { start_date: string; end_date: string }[];
        holidays: HolidayRuleRow | null;
        opened_days: string[];
      }>(
        db,
        sql`select coalesce((select array_agg(h.weekday) from ${venueHours} h where h.venue_id = vn.id), '{}') as weekdays,
                   coalesce((select json_agg(json_build_object('start_date', c.start_date, 'end_date', c.end_date))
                               from ${venueClosures} c
                              where c.venue_id = vn.id and c.start_date <= ${to}::date and c.end_date >= ${from}::date), '[]'::json)
                     as closures,
                   ${holidayRuleJson(sql`vn.id`, from, to)} as holidays,
                   coalesce((select array_agg(d.date::text) from ${venueDayHours} d
                              where d.venue_id = vn.id and d.date between ${from}::date and ${to}::date), '{}') as opened_days
              from ${venues} vn
             where vn.id = ${venueId} and vn.is_active`,
      );
      return row ?? null;
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
