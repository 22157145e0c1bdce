import { and, asc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { appointments, expertTimeOff, experts, venueClosures, venueHours, venues } from '../../db/schema';
import { personOf } from '../../db/person';
import { VENUE_SQL_TIME_ZONE } from '../../lib/time';
import { allowedActionsSql, nextActionChangeSql, type AppointmentColumns } from '../appointments/appointments.service';

/** The statuses the calendar draws: cancelled and expired appointments free their time and are not shown. */
export const CALENDAR_STATUSES = ['pending', 'confirmed', 'completed', 'no_show'] as const;

/** An appointment as the calendar's statement answers it (snake_case, instants as epoch milliseconds). */
export interface CalendarAppointmentRow {
  id: number;
  expert_id: number;
  user_id: number | null;
  status: (typeof CALENDAR_STATUSES)[number];
  starts_ms: number;
  ends_ms: number;
  duration_minutes: number;
  customer_id: number;
  customer_first_name: string;
  customer_last_name: string;
  customer_phone: string;
  customer_email: string;
  booked_by: 'customer' | 'owner';
  service_id: number;
  service_name: string;
  sub_service_id: number | null;
  sub_service_name: string | null;
  notes: string | null;
  price_kurus: number;
  completed_by: 'owner' | 'system' | null;
  reviewed: boolean;
  venue_id: number;
  venue_name: string;
  visit_number: number;
  prior_no_shows: number;
}

/** The columns the rule table reads (decision 059), of the calendar's `appointments a`. */
const ACTION_COLUMNS: AppointmentColumns = {
  status: sql`a.status`,
  startsAt: sql`a.starts_at`,
  endsAt: sql`a.ends_at`,
  expiresAt: sql`a.expires_at`,
  completedBy: sql`a.completed_by`,
  reviewed: sql`exists (select 1 from reviews rv where rv.appointment_id = a.id)`,
};

/**
 * What the appointment's dialog shows beside `a` (decision 077): the customer's history at the venue before it starts
 * (the ordinal of this visit: completed visits before it, plus one; the no-shows before it) and the venue's name (the
 * WhatsApp text). The person is `personOf` (decisions 041, 042), read through `appointments_customer_idx`: a
 * customer's few rows, not the venue's.
 */
const history = (venueId: number) => sql`cross join lateral (
    select (count(*) filter (where b.status = 'completed') + 1)::int as visit_number,
           count(*) filter (where b.status = 'no_show')::int as prior_no_shows
    from appointments b
    where b.venue_id = ${venueId} and ${personOf('b')} = ${personOf('a')} and b.starts_at < a.starts_at) h
  join venues v on v.id = a.venue_id`;

/** The owner's calendar: one statement per part, each bounded by the venue and the range. */
export function createOwnerCalendarRepository(db: Db) {
  return {
    /**
     * The venue's weekly hours if the venue is the owner's: no row at all when it is not, one row with a null
     * weekday when it is but has no hours (a left join), else one row per open day.
     */
    listOwnedVenueHours: (venueId: number, ownerId: number) =>
      db
        .select({ weekday: venueHours.weekday, opensAt: venueHours.opensAt, closesAt: venueHours.closesAt })
        .from(venues)
        .leftJoin(venueHours, eq(venueHours.venueId, venues.id))
        .where(and(eq(venues.id, venueId), eq(venues.ownerId, ownerId)))
        .orderBy(asc(venueHours.weekday)),

    /**
     * The venue's appointments overlapping [from, to) in the statuses drawn, by start. Plain SQL read as the driver
     * answers it (instants as epoch milliseconds): a week holds hundreds of rows, and mapping every cell through the
     * ORM cost more than the statement (bench/calendar.ts).
     */
    listAppointments: (venueId: number, from: Date, to: Date) =>
      queryRows<CalendarAppointmentRow>(
        db,
        sql`
          select a.id, a.expert_id, a.user_id, a.status,
                 (extract(epoch from a.starts_at) * 1000)::float8 as starts_ms,
                 (extract(epoch from a.ends_at) * 1000)::float8 as ends_ms,
                 a.duration_minutes, a.customer_id, a.customer_first_name, a.customer_last_name, a.customer_phone,
                 a.customer_email, a.booked_by, a.service_id, a.service_name, a.sub_service_id, a.sub_service_name, a.notes, a.price_kurus,
                 a.completed_by, ${ACTION_COLUMNS.reviewed} as reviewed, a.venue_id, v.name as venue_name, h.visit_number,
                 h.prior_no_shows
          from ${appointments} a ${history(venueId)}
          where a.venue_id = ${venueId} and a.starts_at < ${to.toISOString()} and a.ends_at > ${from.toISOString()}
            and a.status in (${sql.join(
              CALENDAR_STATUSES.map((st) => sql`${st}`),
              sql`, `,
            )})
          order by a.starts_at, a.id
        `,
      ),

    /**
     * The same appointments as the calendar answers them (calendarAppointmentSchema), serialised by PostgreSQL: one
     * text cell holding the JSON array, spliced into the answer as it is (decision 040). Reading 400 rows of 18
     * columns through the driver and writing them again cost more CPU than the rest of the request; the text equals
     * `JSON.stringify(listAppointments(…).map(toCalendarAppointmentDto))` key for key, and
     * owner-calendar.json.routes.test.ts holds it to that (wall times truncated to the minute in the venue's zone,
     * '' e-mail as null, lira as the shortest float, PostgreSQL's compact row_to_json text). With it, the experts
     * the appointments belong to (the cache's tags: a removed expert's appointments are still drawn), and the first
     * instant after `now` at which an appointment's `allowed_actions` may change (the cached answer's end).
     */
    appointmentsJson: async (
      venueId: number,
      from: Date,
      to: Date,
      now: Date,
    ): Promise<{ json: string; expertIds: number[]; nextChangeMs: number | null }> => {
      const [row] = await queryRows<{ json: string; expert_ids: string; next_change_ms: number | null }>(
        db,
        sql`
          select '[' || coalesce(string_agg(x.j, ',' order by x.s, x.i), '') || ']' as json,
                 coalesce(array_to_string(array_agg(distinct x.e), ','), '') as expert_ids,
                 (extract(epoch from min(x.c)) * 1000)::float8 as next_change_ms
          from (
            select a.starts_at as s, a.id as i, a.expert_id as e, row_to_json(r)::text as j,
                   ${nextActionChangeSql(ACTION_COLUMNS, now)} as c
            from ${appointments} a ${history(venueId)}
            cross join lateral (
              select a.id, a.expert_id, a.status,
                     to_char(a.starts_at at time zone ${VENUE_SQL_TIME_ZONE}, 'YYYY-MM-DD') as appointment_date,
                     to_char(a.starts_at at time zone ${VENUE_SQL_TIME_ZONE}, 'HH24:MI') as appointment_time,
                     to_char(a.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as starts_at,
                     to_char(a.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ends_at,
                     to_char(a.starts_at at time zone ${VENUE_SQL_TIME_ZONE}, 'YYYY-MM-DD"T"HH24:MI') as starts_at_local,
                     to_char(a.ends_at at time zone ${VENUE_SQL_TIME_ZONE}, 'YYYY-MM-DD"T"HH24:MI') as ends_at_local,
                     ${allowedActionsSql('owner', ACTION_COLUMNS, now)} as allowed_actions,
                     a.duration_minutes,
                     (select row_to_json(c) from (
                        select a.customer_id as id, a.customer_first_name as first_name, a.customer_last_name as last_name,
                               a.customer_phone as phone, nullif(a.customer_email, '') as email
                     ) c) as customer,
                     a.user_id is null as is_guest, a.booked_by, a.service_id, a.service_name, a.sub_service_id,
                     a.sub_service_name, a.notes, a.price_kurus::float8 / 100 as price,
                     a.venue_id, v.name as venue_name, h.visit_number, h.prior_no_shows
            ) r
            where a.venue_id = ${venueId} and a.starts_at < ${to.toISOString()} and a.ends_at > ${from.toISOString()}
              and a.status in (${sql.join(
                CALENDAR_STATUSES.map((st) => sql`${st}`),
                sql`, `,
              )})
          ) x
        `,
      );
      return {
        json: row?.json ?? '[]',
        expertIds: row?.expert_ids ? row.expert_ids.split(',').map(Number) : [],
        nextChangeMs: row?.next_change_ms ?? null,
      };
    },

    /** Time off of the venue's live experts overlapping [from, to), by start. */
    listTimeOff: (venueId: number, from: Date, to: Date) =>
      db
        .select({
          id: expertTimeOff.id,
          expertId: expertTimeOff.expertId,
          startsAt: expertTimeOff.startsAt,
          endsAt: expertTimeOff.endsAt,
          reason: expertTimeOff.reason,
          createdAt: expertTimeOff.createdAt,
        })
        .from(expertTimeOff)
        .innerJoin(experts, eq(experts.id, expertTimeOff.expertId))
        .where(
          and(
            eq(experts.venueId, venueId),
            isNull(experts.deletedAt),
            lt(expertTimeOff.startsAt, to),
            gt(expertTimeOff.endsAt, from),
          ),
        )
        .orderBy(asc(expertTimeOff.startsAt), asc(expertTimeOff.id)),

    /** The venue's closures sharing a day with [fromDate, toDate] (venue days, inclusive), by first day. */
    listClosures: (venueId: number, fromDate: string, toDate: string) =>
      db
        .select()
        .from(venueClosures)
        .where(
          and(eq(venueClosures.venueId, venueId), lte(venueClosures.startDate, toDate), gte(venueClosures.endDate, fromDate)),
        )
        .orderBy(asc(venueClosures.startDate), asc(venueClosures.id)),
  };
}

export type OwnerCalendarRepository = ReturnType<typeof createOwnerCalendarRepository>;
