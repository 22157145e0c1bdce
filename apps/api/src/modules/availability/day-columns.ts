import { sql, type SQL } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES } from '@randevu/contracts';
import {
  appointments,
  expertDayHours,
  expertTimeOff,
  subServices,
  venueClosures,
  venueDayHours,
  venueHolidayOpenings,
} from '../../db/schema';

/** One venue day's columns as `dayColumns` selects them (times as 'HH:mm:ss'; null where there is no row). */
export interface DayRow {
  e_start: string | null;
  e_end: string | null;
  e_breaks: [string, string][] | null;
  v_open: string | null;
  v_close: string | null;
  /** The expert's hours for the date (decision 100), null without an override. */
  e_day: { off: boolean; start: string | null; end: string | null; breaks: [string, string][] } | null;
  /** The venue's hours for the date (decision 100), null unless the owner opened it. */
  v_day: { open: string; close: string } | null;
  min_notice_minutes: number;
  horizon_days: number;
  closed: boolean;
  /** The owner's choice for this day when set one by one, else null; the venue's answer for holidays and eves. */
  holiday_day: boolean | null;
  holidays_open: boolean;
  eves_open: boolean;
  time_off: { start: string; end: string }[];
  busy: { start: string; end: string; buffer: number }[];
}

/**
 * The live statuses as SQL literals, the exclusion constraint's own predicate (constants of the code, never input):
 * as parameters, a prepared statement's generic plan could not prove that the partial index
 * `appointments_no_overlap` covers the rows, and read the expert's whole history through another index.
 */
const live = sql.raw(
  ACTIVE_APPOINTMENT_STATUSES.map((s) => {
    if (!/^[a-z_]+$/.test(s)) throw new Error(`unexpected status ${s}`);
    return `'${s}'`;
  }).join(', '),
);

/**
 * The columns of one venue day over `venues vn`, `expert_working_hours e` and `venue_hours v` of its weekday: the
 * expert's hours and breaks, the venue's hours and booking rules, both overrides of `date` (decision 100), a closure of `date`, the holiday choice of `date` and the venue's holiday answer, the expert's
 * time off overlapping [from, to) and unless `busy` is null, the expert's live appointments overlapping it but
 * `busy.exceptId` (an appointment being moved), each with its sub-service's current buffer (decision 031). The
 * appointments' range test is the exclusion constraint's own expression: an index scan of `appointments_no_overlap`
 * (expert, range; live rows only) reads the day's rows, not the expert's history.
 */
export function dayColumns(p: { expertId: SQL; date: SQL; from: SQL; to: SQL; busy: { exceptId?: number | SQL } | null }) {
  const busy = p.busy
    ? sql`coalesce((select json_agg(json_build_object('start', a.starts_at, 'end', a.ends_at,
                                                       'buffer', coalesce(ss.buffer_minutes, 0)) order by a.starts_at)
                      from ${appointments} a left join ${subServices} ss on ss.id = a.sub_service_id
                     where a.expert_id = ${p.expertId} and a.status in (${live})
                       and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(${p.from}::timestamptz, ${p.to}::timestamptz, '[)')
                       ${p.busy.exceptId === undefined ? sql`` : sql`and a.id <> ${p.busy.exceptId}`}), '[]'::json)`
    : sql`'[]'::json`;
  return sql`e.starts_at::text as e_start, e.ends_at::text as e_end, e.breaks as e_breaks,
             v.opens_at::text as v_open, v.closes_at::text as v_close, vn.min_notice_minutes, vn.horizon_days,
             (select json_build_object('off', d.is_off, 'start', d.starts_at::text, 'end', d.ends_at::text, 'breaks', d.breaks)
                from ${expertDayHours} d where d.expert_id = ${p.expertId} and d.date = ${p.date}::date) as e_day,
             (select json_build_object('open', h.opens_at::text, 'close', h.closes_at::text)
                from ${venueDayHours} h where h.venue_id = vn.id and h.date = ${p.date}::date) as v_day,
             exists (select 1 from ${venueClosures} c
                      where c.venue_id = vn.id and ${p.date}::date between c.start_date and c.end_date) as closed,
             (select o.open from ${venueHolidayOpenings} o where o.venue_id = vn.id and o.date = ${p.date}::date) as holiday_day,
             vn.holidays_open, vn.eves_open,
             coalesce((select json_agg(json_build_object('start', t.starts_at, 'end', t.ends_at)) from ${expertTimeOff} t
                        where t.expert_id = ${p.expertId} and t.starts_at < ${p.to}::timestamptz
                          and t.ends_at > ${p.from}::timestamptz), '[]'::json) as time_off,
             ${busy} as busy`;
}

export const toDayFound = (row: DayRow) => ({
  expert: row.e_start && row.e_end ? { startsAt: row.e_start, endsAt: row.e_end, breaks: row.e_breaks ?? [] } : null,
  venue: row.v_open && row.v_close ? { opensAt: row.v_open, closesAt: row.v_close } : null,
  expertDay: row.e_day
    ? { off: row.e_day.off, startsAt: row.e_day.start, endsAt: row.e_day.end, breaks: row.e_day.breaks ?? [] }
    : null,
  venueDay: row.v_day ? { opensAt: row.v_day.open, closesAt: row.v_day.close } : null,
  rules: { minNoticeMinutes: row.min_notice_minutes, horizonDays: row.horizon_days },
  closed: row.closed,
  holidays: { day: row.holiday_day, holidaysOpen: row.holidays_open, evesOpen: row.eves_open },
  timeOff: row.time_off.map((t) => ({ start: new Date(t.start), end: new Date(t.end) })),
  busy: row.busy.map((b) => ({ start: new Date(b.start), end: new Date(b.end), bufferMinutes: Number(b.buffer) })),
});
export type DayFound = ReturnType<typeof toDayFound>;
