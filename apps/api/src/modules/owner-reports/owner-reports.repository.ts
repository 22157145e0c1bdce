import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { VENUE_SQL_TIME_ZONE } from '../../lib/time';

/** The statuses that hold (or held) an expert's time: what the series, the hours grid and the breakdowns count. */
const BOOKED = sql`('pending', 'confirmed', 'completed', 'no_show')`;

export interface ReportRange {
  venueId: number;
  /** The first instant of the first day, and the first instant after the last day (venueDayBounds). */
  start: Date;
  end: Date;
  from: string;
  to: string;
}

export interface TotalsRow {
  appointments: number;
  booked: number;
  completed: number;
  upcoming: number;
  cancelled_by_customer: number;
  cancelled_by_owner: number;
  expired: number;
  no_show: number;
  revenue_kurus: number;
}

/**
 * The statements of the owner's reports (issue 27), each over the venue's appointments whose start lies in
 * [start, end) (appointments_venue_idx: venue_id, starts_at). Days and hours are the venue's clock's; money is kuruş.
 */
export function createOwnerReportsRepository(db: Db) {
  const inRange = (r: ReportRange) => sql`a.venue_id = ${r.venueId} and a.starts_at >= ${r.start} and a.starts_at < ${r.end}`;
  const local = sql`(a.starts_at at time zone ${VENUE_SQL_TIME_ZONE})`;
  return {
    totals: async (r: ReportRange) =>
      (
        await queryRows<TotalsRow>(
          db,
          sql`
          select count(*)::int as appointments,
                 count(*) filter (where a.status in ${BOOKED})::int as booked,
                 count(*) filter (where a.status = 'completed')::int as completed,
                 count(*) filter (where a.status in ('pending', 'confirmed'))::int as upcoming,
                 count(*) filter (where a.status = 'cancelled' and a.cancelled_by in ('user', 'guest'))::int
                   as cancelled_by_customer,
                 count(*) filter (where a.status = 'cancelled' and a.cancelled_by is distinct from 'user'
                                    and a.cancelled_by is distinct from 'guest')::int as cancelled_by_owner,
                 count(*) filter (where a.status = 'expired')::int as expired,
                 count(*) filter (where a.status = 'no_show')::int as no_show,
                 coalesce(sum(a.price_kurus) filter (where a.status = 'completed'), 0)::float8 as revenue_kurus
          from appointments a
          where ${inRange(r)}`,
        )
      )[0]!,

    /** Every day of the range, those without appointments too. */
    byDay: (r: ReportRange) =>
      queryRows<{ date: string; booked: number; completed: number; revenue_kurus: number }>(
        db,
        sql`
          with days as (
            select d::date as day from generate_series(${r.from}::date, ${r.to}::date, interval '1 day') d
          ), counted as (
            select (${local})::date as day,
                   count(*) filter (where a.status in ${BOOKED})::int as booked,
                   count(*) filter (where a.status = 'completed')::int as completed,
                   coalesce(sum(a.price_kurus) filter (where a.status = 'completed'), 0)::float8 as revenue_kurus
            from appointments a
            where ${inRange(r)}
            group by 1
          )
          select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(c.booked, 0) as booked,
                 coalesce(c.completed, 0) as completed, coalesce(c.revenue_kurus, 0) as revenue_kurus
          from days left join counted c on c.day = days.day
          order by days.day`,
      ),

    busiestHours: (r: ReportRange) =>
      queryRows<{ weekday: number; hour: number; booked: number }>(
        db,
        sql`
          select extract(isodow from ${local})::int as weekday, extract(hour from ${local})::int as hour,
                 count(*)::int as booked
          from appointments a
          where ${inRange(r)} and a.status in ${BOOKED}
          group by 1, 2
          order by 1, 2`,
      ),

    /** Each expert with booked appointments in the range, the busiest first; the current name where it still exists. */
    byExpert: (r: ReportRange) =>
      queryRows<{
        expert_id: number;
        name: string;
        booked: number;
        completed: number;
        no_show: number;
        revenue_kurus: number;
        booked_minutes: number;
      }>(
        db,
        sql`
          select a.expert_id, coalesce(max(e.name), max(a.expert_name)) as name,
                 count(*)::int as booked,
                 count(*) filter (where a.status = 'completed')::int as completed,
                 count(*) filter (where a.status = 'no_show')::int as no_show,
                 coalesce(sum(a.price_kurus) filter (where a.status = 'completed'), 0)::float8 as revenue_kurus,
                 coalesce(sum(a.duration_minutes), 0)::int as booked_minutes
          from appointments a
          left join experts e on e.id = a.expert_id
          where ${inRange(r)} and a.status in ${BOOKED}
          group by a.expert_id
          order by booked desc, a.expert_id`,
      ),

    /** By sub-service (or the catalogue service of an appointment without one), the most booked first. */
    bySubService: (r: ReportRange) =>
      queryRows<{ sub_service_id: number | null; name: string; booked: number; completed: number; revenue_kurus: number }>(
        db,
        sql`
          select a.sub_service_id, coalesce(max(a.sub_service_name), max(a.service_name)) as name,
                 count(*)::int as booked,
                 count(*) filter (where a.status = 'completed')::int as completed,
                 coalesce(sum(a.price_kurus) filter (where a.status = 'completed'), 0)::float8 as revenue_kurus
          from appointments a
          where ${inRange(r)} and a.status in ${BOOKED}
          group by a.sub_service_id, case when a.sub_service_id is null then a.service_name end
          order by booked desc, name`,
      ),

    /**
     * New and returning people among those with a booked appointment in the range; a person is their phone, else
     * their e-mail (lower case). New: no booked appointment at this venue before the range.
     */
    customers: async (r: ReportRange) =>
      (
        await queryRows<{ total: number; new: number; returning: number }>(
          db,
          sql`
          with people as (
            select distinct coalesce(nullif(a.customer_phone, ''), lower(a.customer_email)) as person
            from appointments a
            where ${inRange(r)} and a.status in ${BOOKED}
          ), flagged as (
            select p.person, exists (
              select 1 from appointments b
              where b.venue_id = ${r.venueId} and b.starts_at < ${r.start} and b.status in ${BOOKED}
                and coalesce(nullif(b.customer_phone, ''), lower(b.customer_email)) = p.person
            ) as is_returning
            from people p
          )
          select count(*)::int as total, count(*) filter (where not is_returning)::int as new,
                 count(*) filter (where is_returning)::int as returning
          from flagged`,
        )
      )[0]!,
  };
}
