import type { FastifyReply } from 'fastify';
import { createEvent } from 'ics';
import { messages, type AppointmentStatus } from '@randevu/contracts';

const m = messages.manage;

/** What a calendar file says about one appointment (decision 037). */
export interface CalendarAppointment {
  id: number;
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  /** `appointments.revision`: raised by every change of status, time, expert or service (the SEQUENCE). */
  revision: number;
  venueName: string;
  venueAddress: string;
  /** Street, mahalle, ilçe/il: the LOCATION (decision 080). */
  venueFullAddress: string;
  /** The venue's public e-mail, the ORGANIZER's address when it has one. */
  venueEmail: string | null;
  serviceName: string;
  subServiceName: string | null;
  expertName: string;
  /** Where the customer sees it (their manage link, or their appointments page). */
  url: string;
}

/** An appointment that will not take place: its file withdraws the event from the customer's calendar. */
const WITHDRAWN: readonly AppointmentStatus[] = ['cancelled', 'expired'];
const ALARM_BEFORE = { hours: 1, before: true } as const;
/** The ORGANIZER's address when the venue has no e-mail: replies to it go nowhere, as the messages' sender's do. */
export const CALENDAR_NO_REPLY = 'noreply@randevu.com.tr';
/** RFC 5545 3.1: a content line is at most 75 octets, CRLF excluded. */
const LINE_OCTETS = 75;
const PLAIN_ADDRESS = /^[^\s"<>()[\],;:\\]+@[^\s"<>()[\],;:\\]+$/;

/**
 * The ORGANIZER (decision 054; RFC 5546 asks for one wherever METHOD is): the venue, with its public e-mail when it
 * has a plain one, else a no-reply address. A parameter value cannot hold a double quote, so the name has none.
 */
const organizerOf = (a: CalendarAppointment) => ({
  name: a.venueName.replace(/["\p{Cc}]/gu, "'"),
  email: a.venueEmail && PLAIN_ADDRESS.test(a.venueEmail) ? a.venueEmail : CALENDAR_NO_REPLY,
});

/**
 * One content line folded at 75 octets (RFC 5545 3.1): a continuation line starts with a space, which counts, and
 * a character is never split across lines (Turkish letters are two octets in UTF-8).
 */
export function foldContentLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The `ics` package's output, unfolded and folded again by octets, every line ended by CRLF. */
const refold = (file: string) =>
  file
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => `${foldContentLine(line)}\r\n`)
    .join('');

const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => vars[key] ?? all);

/** The file's name in `content-disposition`. */
export const calendarFileName = (id: number) => `randevu-${id}.ics`;

/**
 * RFC 5545 with the `ics` package: one VEVENT, the same UID for every version of one appointment, SEQUENCE from its
 * revision, instants in UTC. A cancelled or expired appointment is `METHOD:CANCEL` with `STATUS:CANCELLED` and no
 * alarm, so a calendar that imported the earlier file removes the event. The venue is the ORGANIZER, and lines are
 * folded at 75 octets (decision 054).
 */
export function toCalendarFile(a: CalendarAppointment): string {
  const withdrawn = WITHDRAWN.includes(a.status);
  const service = a.subServiceName ? `${a.serviceName} – ${a.subServiceName}` : a.serviceName;
  const vars = { service, venue: a.venueName, expert: a.expertName, url: a.url };
  const { error, value } = createEvent({
    productId: '-//Randevu//Randevu//TR',
    method: withdrawn ? 'CANCEL' : 'PUBLISH',
    uid: `appointment-${a.id}@randevu.com.tr`,
    sequence: a.revision,
    start: a.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: a.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: fill(m.calendarSummary, vars),
    description: fill(m.calendarDescription, vars),
    location: a.venueFullAddress,
    url: a.url,
    organizer: organizerOf(a),
    status: withdrawn ? 'CANCELLED' : a.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    busyStatus: withdrawn ? 'FREE' : 'BUSY',
    alarms: withdrawn ? [] : [{ action: 'display', description: fill(m.calendarAlarm, vars), trigger: ALARM_BEFORE }],
  });
  if (error || !value) throw error ?? new Error('calendar file: empty');
  return refold(value);
}

/** `text/calendar` as a download named `randevu-{id}.ics`, never cached by a shared cache. */
export function sendCalendarFile(reply: FastifyReply, file: { fileName: string; body: string }): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .type('text/calendar; charset=utf-8')
    .send(file.body);
}
