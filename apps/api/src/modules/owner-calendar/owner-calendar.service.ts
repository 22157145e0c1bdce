import fastJson from 'fast-json-stringify';
import {
  kurusToLira,
  messages,
  ok,
  ownerCalendarSchema,
  isNoShowTagged,
  type CalendarAppointment,
  type CalendarExpert,
  type OwnerCalendar,
} from '@randevu/contracts';
import { notFound } from '../../lib/errors';
import { responseJsonSchema } from '../../lib/compiled-serializer';
import { byTurkishName } from '../../lib/collation';
import { formatHHmm, toVenueWallTime, venueDayBounds } from '../../lib/time';
import type { ModuleDeps } from '../module-deps';
import { createExpertsService } from '../experts/experts.service';
import { toOwnerWorkingHours } from '../owner-venues/owner-venues.service';
import {
  listCalendarDays,
  listVenueHolidays,
  toClosureDto,
  toTimeOffDto,
} from '../availability-rules/availability-rules.service';
import { allowedActions } from '../appointments/appointments.service';
import { createOwnerCalendarRepository, type CalendarAppointmentRow } from './owner-calendar.repository';

/** An instant as venue wall time 'YYYY-MM-DDTHH:mm'. */
const wallTime = (instant: Date) => {
  const { date, minutes } = toVenueWallTime(instant);
  return { date, time: formatHHmm(minutes), stamp: `${date}T${formatHHmm(minutes)}` };
};

/**
 * The answer without its appointments, written by fast-json-stringify from the contract's schema (only declared
 * properties reach the client, as with every compiled route); compiled on first use.
 */
let writeRest: ((data: unknown) => string) | undefined;
const restWriter = () => (writeRest ??= fastJson(responseJsonSchema(ok(ownerCalendarSchema.omit({ appointments: true })))!));

/**
 * The calendar's answer as sent: its JSON text, the experts it shows (the cache's tags), and when an appointment's
 * `allowed_actions` may next change with the clock (null: none will), where a cached copy stops being served.
 */
export interface OwnerCalendarAnswer {
  body: string;
  expertIds: number[];
  nextChangeMs: number | null;
}

/**
 * The reference mapping of one appointment row (the calendar answered this before decision 040); the JSON PostgreSQL
 * writes (repository appointmentsJson) is tested to equal it.
 */
export function toCalendarAppointmentDto(r: CalendarAppointmentRow, now: Date): CalendarAppointment {
  const start = wallTime(new Date(r.starts_ms));
  const state = {
    status: r.status,
    startsAt: new Date(r.starts_ms),
    endsAt: new Date(r.ends_ms),
    completedBy: r.completed_by,
    reviewed: r.reviewed,
  };
  return {
    id: r.id,
    expert_id: r.expert_id,
    status: r.status,
    appointment_date: start.date,
    appointment_time: start.time,
    starts_at: state.startsAt.toISOString(),
    ends_at: state.endsAt.toISOString(),
    starts_at_local: start.stamp,
    ends_at_local: wallTime(state.endsAt).stamp,
    allowed_actions: allowedActions(state, 'owner', now),
    duration_minutes: r.duration_minutes,
    customer: {
      id: Number(r.customer_id),
      first_name: r.customer_first_name,
      last_name: r.customer_last_name,
      // An owner-entered booking may have no phone and no e-mail (decision 090): '' is answered as null.
      phone: r.customer_phone || null,
      email: r.customer_email || null,
      no_shows_12m: r.no_shows_12m,
      no_show_tag: isNoShowTagged(r.no_shows_12m),
    },
    is_guest: r.user_id === null,
    booked_by: r.booked_by,
    service_id: r.service_id,
    service_name: r.service_name,
    sub_service_id: r.sub_service_id,
    sub_service_name: r.sub_service_name,
    notes: r.notes,
    price: kurusToLira(r.price_kurus),
    venue_id: r.venue_id,
    venue_name: r.venue_name,
    visit_number: r.visit_number,
    prior_no_shows: r.prior_no_shows,
  };
}

export type OwnerCalendarDeps = Pick<ModuleDeps, 'db' | 'storage' | 'cache' | 'images' | 'now'>;

/**
 * The owner's calendar: everything the day and week views draw, for at most OWNER_CALENDAR_MAX_DAYS venue
 * days, in seven statements whatever the size (run side by side): hours (with the owner check), experts, appointments,
 * time off, closures, holiday openings and hours for single dates (decision 100). The appointments arrive as JSON text written by PostgreSQL and are spliced
 * into the answer unparsed (decision 040): the answer is a string, sent as it is.
 */
export function createOwnerCalendarService({ db, storage, cache, images, now }: OwnerCalendarDeps) {
  const repo = createOwnerCalendarRepository(db);
  const experts = createExpertsService({ db, storage, cache, storeImage: images.store, now });

  return {
    /** `from`..`to`: venue days, inclusive, validated by ownerCalendarQuerySchema. Another owner's venue is 404. */
    async get(ownerId: number, venueId: number, from: string, to: string): Promise<OwnerCalendarAnswer> {
      const start = venueDayBounds(from).start;
      const end = venueDayBounds(to).end;
      // Every statement is bounded by the venue; nothing is answered before the owner check below passes.
      const [hours, expertRows, appointments, timeOffRows, closureRows, holidays, days] = await Promise.all([
        repo.listOwnedVenueHours(venueId, ownerId),
        experts.listMine(ownerId, venueId),
        repo.appointmentsJson(venueId, start, end, now()),
        repo.listTimeOff(venueId, start, end),
        repo.listClosures(venueId, from, to),
        listVenueHolidays(db, venueId, from, to),
        listCalendarDays(db, venueId, from, to),
      ]);
      if (!hours.length) throw notFound(messages.venues.notFound);
      const calendarExperts = expertRows
        .map((e): CalendarExpert => ({
          id: e.id,
          name: e.name,
          photo_url: e.photo_url,
          is_active: e.is_active,
          working_hours: e.working_hours,
        }))
        .sort((a, b) => byTurkishName(a, b) || a.id - b.id);
      const rest: Omit<OwnerCalendar, 'appointments'> = {
        from,
        to,
        experts: calendarExperts,
        venue_hours: toOwnerWorkingHours(
          hours.flatMap(({ weekday, opensAt, closesAt }) =>
            weekday === null || opensAt === null || closesAt === null ? [] : [{ weekday, opensAt, closesAt }],
          ),
        ),
        time_off: timeOffRows.map(toTimeOffDto),
        closures: closureRows.map(toClosureDto),
        holidays,
        ...days,
      };
      // '{"success":true,"data":{…}}' → the appointments go last in data (key order is not part of the contract).
      const head = restWriter()({ success: true, data: rest });
      return {
        body: `${head.slice(0, -2)},"appointments":${appointments.json}}}`,
        expertIds: [...new Set([...calendarExperts.map((e) => e.id), ...appointments.expertIds])],
        nextChangeMs: appointments.nextChangeMs,
      };
    },
  };
}
