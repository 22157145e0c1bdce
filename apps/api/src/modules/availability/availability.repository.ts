import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES } from '@randevu/contracts';
import { queryRows, type Db } from '../../db/client';
import {
  appointments,
  expertTimeOff,
  venueClosures,
  venueHolidayOpenings,
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
     * Issue 28: one statement, not two in parallel (each query's round trip costs the server more CPU than building its
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
    ) {
      const range = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
      const live = sql.join(
        ACTIVE_APPOINTMENT_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      );
      const [row] = await queryRows<{
        e_start: string | null;
        e_end: string | null;
        e_breaks: [string, string][] | null;
        v_open: string | null;
        v_close: string | null;
        min_notice_minutes: number;
        horizon_days: number;
        closed: boolean;
        holiday_open: boolean;
        time_off: { start: string; end: string }[];
        busy: { start: string; end: string; buffer: number }[];
      }>(
        db,
        sql`select e.starts_at::text as e_start, e.ends_at::text as e_end, e.breaks as e_breaks,
                   v.opens_at::text as v_open, v.closes_at::text as v_close,
                   vn.min_notice_minutes, vn.horizon_days,
                   exists (select 1 from ${venueClosures} c
                            where c.venue_id = vn.id and ${date}::date between c.start_date and c.end_date) as closed,
                   exists (select 1 from ${venueHolidayOpenings} o where o.venue_id = vn.id and o.date = ${date}::date) as holiday_open,
                   coalesce((select json_agg(json_build_object('start', t.starts_at, 'end', t.ends_at))
                               from ${expertTimeOff} t
                              where t.expert_id = ${expertId} and t.starts_at < ${to.toISOString()}::timestamptz
                                and t.ends_at > ${from.toISOString()}::timestamptz), '[]'::json) as time_off,
                   ${
                     busy
                       ? sql`coalesce((select json_agg(json_build_object('start', a.starts_at, 'end', a.ends_at,
                                                                          'buffer', coalesce(ss.buffer_minutes, 0))
                                                      order by a.starts_at)
                                         from ${appointments} a left join ${subServices} ss on ss.id = a.sub_service_id
                                        where a.expert_id = ${expertId} and a.status in (${live})
                                          and tstzrange(a.starts_at, a.ends_at, '[)') && ${range}
                                          ${busy.exceptId === undefined ? sql`` : sql`and a.id <> ${busy.exceptId}`}), '[]'::json)`
                       : sql`'[]'::json`
                   } as busy
              from ${venues} vn
              left join ${expertWorkingHours} e on e.expert_id = ${expertId} and e.weekday = ${weekday}
              left join ${venueHours} v on v.venue_id = vn.id and v.weekday = ${weekday}
             where vn.id = ${venueId}`,
      );
      if (!row) return null;
      return {
        expert: row.e_start && row.e_end ? { startsAt: row.e_start, endsAt: row.e_end, breaks: row.e_breaks ?? [] } : null,
        venue: row.v_open && row.v_close ? { opensAt: row.v_open, closesAt: row.v_close } : null,
        rules: { minNoticeMinutes: row.min_notice_minutes, horizonDays: row.horizon_days },
        closed: row.closed,
        holidayOpen: row.holiday_open,
        timeOff: row.time_off.map((t) => ({ start: new Date(t.start), end: new Date(t.end) })),
        busy: row.busy.map((b) => ({ start: new Date(b.start), end: new Date(b.end), bufferMinutes: Number(b.buffer) })),
      };
    },

    /** The venue's weekly open weekdays, closures overlapping [from, to] and holidays it opened in it. */
    async findVenueCalendar(venueId: number, from: string, to: string) {
      const [row] = await queryRows<{
        weekdays: number[];
        closures: { start_date: string; end_date: string }[];
        openings: string[];
      }>(
        db,
        sql`select coalesce((select array_agg(h.weekday) from ${venueHours} h where h.venue_id = vn.id), '{}') as weekdays,
                   coalesce((select json_agg(json_build_object('start_date', c.start_date, 'end_date', c.end_date))
                               from ${venueClosures} c
                              where c.venue_id = vn.id and c.start_date <= ${to}::date and c.end_date >= ${from}::date), '[]'::json)
                     as closures,
                   coalesce((select array_agg(o.date::text) from ${venueHolidayOpenings} o
                              where o.venue_id = vn.id and o.date between ${from}::date and ${to}::date), '{}') as openings
              from ${venues} vn
             where vn.id = ${venueId} and vn.is_active`,
      );
      return row ?? null;
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
