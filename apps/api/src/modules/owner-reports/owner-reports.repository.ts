import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { holidayRuleJson, type HolidayRuleRow } from '../../db/holiday-rule';
import { personOf as person } from '../../db/person';
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

/** What occupancy needs (occupancy.ts): the venue's hours, closures and opened holidays, every expert's week. */
export interface OccupancyRow {
  venue_hours: { weekday: number; start: string; end: string }[];
  closures: { start_date: string; end_date: string }[];
  holidays: HolidayRuleRow | null;
  /** Days of the period the owner opened with their own hours (decision 100). */
  venue_days: { date: string; start: string; end: string }[];
  experts: {
    id: number;
    name: string;
    listed: boolean;
    deleted_at: string | null;
    hours: { weekday: number; start: string; end: string; breaks: [string, string][] }[];
    time_off: { start: string; end: string }[];
    /** Hours for single dates of the period (decision 100); start and end null: the expert is off. */
    days: { date: string; start: string | null; end: string | null; breaks: [string, string][] }[];
  }[];
}

export interface ReportRow {
  totals: {
    appointments: number;
    booked: number;
    completed: number;
    upcoming: number;
    cancelled_by_customer: number;
    cancelled_by_owner: number;
    expired: number;
    no_show: number;
    revenue_kurus: number;
  };
  by_day: { date: string; booked: number; completed: number; revenue_kurus: number }[];
  busiest_hours: { weekday: number; hour: number; booked: number }[];
  by_expert: {
    expert_id: number;
    name: string;
    booked: number;
    completed: number;
    no_show: number;
    revenue_kurus: number;
    booked_minutes: number;
  }[];
  by_sub_service: { sub_service_id: number | null; name: string; booked: number; completed: number; revenue_kurus: number }[];
  customers: { total: number; new: number; returning: number };
}

/**
 * The owner's report in ONE statement: the venue's appointments whose start lies in [start, end) are read
 * once (appointments_venue_idx: venue_id, starts_at) into a materialised base with their day and hour on the venue's
 * clock, and every section aggregates that base; PostgreSQL builds the JSON. Money is kuruş. Returning customers are
 * the people of the period with a booked appointment at the venue before it (one pass over the earlier rows, hashed).
 */
export function createOwnerReportsRepository(db: Db) {
  return {
    async report(r: ReportRange): Promise<ReportRow> {
      const [row] = await queryRows<{ report: ReportRow }>(
        db,
        sql`
        with base as materialized (
          select a.status, a.cancelled_by, a.price_kurus, a.duration_minutes, a.expert_id, a.expert_name,
                 a.sub_service_id, a.sub_service_name, a.service_name, ${person('a')} as person,
                 a.status in ${BOOKED} as booked,
                 (a.starts_at at time zone ${VENUE_SQL_TIME_ZONE}) as local
          from appointments a
          where a.venue_id = ${r.venueId} and a.starts_at >= ${r.start} and a.starts_at < ${r.end}
        ), totals as (
          select count(*)::int as appointments,
                 count(*) filter (where booked)::int as booked,
                 count(*) filter (where status = 'completed')::int as completed,
                 count(*) filter (where status in ('pending', 'confirmed'))::int as upcoming,
                 count(*) filter (where status = 'cancelled' and cancelled_by in ('user', 'guest'))::int
                   as cancelled_by_customer,
                 count(*) filter (where status = 'cancelled' and cancelled_by is distinct from 'user'
                                    and cancelled_by is distinct from 'guest')::int as cancelled_by_owner,
                 count(*) filter (where status = 'expired')::int as expired,
                 count(*) filter (where status = 'no_show')::int as no_show,
                 coalesce(sum(price_kurus) filter (where status = 'completed'), 0)::float8 as revenue_kurus
          from base
        ), counted_days as (
          select local::date as day,
                 count(*) filter (where booked)::int as booked,
                 count(*) filter (where status = 'completed')::int as completed,
                 coalesce(sum(price_kurus) filter (where status = 'completed'), 0)::float8 as revenue_kurus
          from base group by 1
        ), all_days as (
          select to_char(d, 'YYYY-MM-DD') as date, coalesce(c.booked, 0) as booked,
                 coalesce(c.completed, 0) as completed, coalesce(c.revenue_kurus, 0)::float8 as revenue_kurus
          from generate_series(${r.from}::date, ${r.to}::date, interval '1 day') d
          left join counted_days c on c.day = d::date
        ), hours as (
          select extract(isodow from local)::int as weekday, extract(hour from local)::int as hour, count(*)::int as booked
          from base where booked group by 1, 2
        ), experts_of as (
          select b.expert_id, coalesce(max(e.name), max(b.expert_name)) as name,
                 count(*)::int as booked,
                 count(*) filter (where b.status = 'completed')::int as completed,
                 count(*) filter (where b.status = 'no_show')::int as no_show,
                 coalesce(sum(b.price_kurus) filter (where b.status = 'completed'), 0)::float8 as revenue_kurus,
                 coalesce(sum(b.duration_minutes), 0)::int as booked_minutes
          from base b left join experts e on e.id = b.expert_id
          where b.booked group by b.expert_id
        ), subs as (
          select sub_service_id, coalesce(max(sub_service_name), max(service_name)) as name,
                 count(*)::int as booked,
                 count(*) filter (where status = 'completed')::int as completed,
                 coalesce(sum(price_kurus) filter (where status = 'completed'), 0)::float8 as revenue_kurus
          from base where booked
          group by sub_service_id, case when sub_service_id is null then service_name end
        ), people as (
          select distinct person from base where booked
        ), earlier as (
          select distinct ${person('b')} as person
          from appointments b
          where b.venue_id = ${r.venueId} and b.starts_at < ${r.start} and b.status in ${BOOKED}
        )
        select json_build_object(
          'totals', (select row_to_json(totals) from totals),
          'by_day', (select coalesce(json_agg(all_days order by date), '[]') from all_days),
          'busiest_hours', (select coalesce(json_agg(hours order by weekday, hour), '[]') from hours),
          'by_expert', (select coalesce(json_agg(experts_of order by booked desc, expert_id), '[]') from experts_of),
          'by_sub_service', (select coalesce(json_agg(subs order by booked desc, name), '[]') from subs),
          'customers', (
            select json_build_object(
              'total', count(*)::int,
              'new', count(*) filter (where e.person is null)::int,
              'returning', count(*) filter (where e.person is not null)::int)
            from people p left join earlier e on e.person = p.person)
        ) as report`,
      );
      return row!.report;
    },

    /**
     * The inputs of occupancy over the period, in one statement: the venue's weekly hours, its closures, opened
     * holidays and opened days in the period, and each expert's weekly hours, breaks, hours for single dates and time
     * off overlapping it. `listed`: shown in
     * the report even without appointments (active and not deleted).
     */
    async occupancyInputs(r: ReportRange): Promise<OccupancyRow> {
      const [row] = await queryRows<{ inputs: OccupancyRow }>(
        db,
        sql`
        select json_build_object(
          'venue_hours', (select coalesce(json_agg(json_build_object(
                             'weekday', h.weekday, 'start', h.opens_at::text, 'end', h.closes_at::text)), '[]')
                          from venue_hours h where h.venue_id = ${r.venueId}),
          'closures', (select coalesce(json_agg(json_build_object(
                          'start_date', c.start_date::text, 'end_date', c.end_date::text)), '[]')
                       from venue_closures c
                       where c.venue_id = ${r.venueId} and c.end_date >= ${r.from}::date and c.start_date <= ${r.to}::date),
          'holidays', ${holidayRuleJson(r.venueId, r.from, r.to)},
          'venue_days', (select coalesce(json_agg(json_build_object(
                            'date', d.date::text, 'start', d.opens_at::text, 'end', d.closes_at::text)), '[]')
                         from venue_day_hours d
                         where d.venue_id = ${r.venueId} and d.date between ${r.from}::date and ${r.to}::date),
          'experts', (select coalesce(json_agg(json_build_object(
              'id', e.id, 'name', e.name, 'listed', e.is_active and e.deleted_at is null, 'deleted_at', e.deleted_at,
              'hours', (select coalesce(json_agg(json_build_object('weekday', w.weekday, 'start', w.starts_at::text,
                                                                   'end', w.ends_at::text, 'breaks', w.breaks)), '[]')
                        from expert_working_hours w where w.expert_id = e.id),
              'time_off', (select coalesce(json_agg(json_build_object('start', t.starts_at, 'end', t.ends_at)), '[]')
                           from expert_time_off t
                           where t.expert_id = e.id and t.starts_at < ${r.end} and t.ends_at > ${r.start}),
              'days', (select coalesce(json_agg(json_build_object('date', d.date::text, 'start', d.starts_at::text,
                                                                  'end', d.ends_at::text, 'breaks', d.breaks)), '[]')
                       from expert_day_hours d
                       where d.expert_id = e.id and d.date between ${r.from}::date and ${r.to}::date)
            ) order by e.id), '[]')
            from experts e where e.venue_id = ${r.venueId})
        ) as inputs`,
      );
      return row!.inputs;
    },
  };
}
