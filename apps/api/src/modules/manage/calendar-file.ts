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
  serviceName: string;
  subServiceName: string | null;
  expertName: string;
  /** Where the customer sees it (their manage link, or their appointments page). */
  url: string;
}

/** An appointment that will not take place: its file withdraws the event from the customer's calendar. */
const WITHDRAWN: readonly AppointmentStatus[] = ['cancelled', 'expired'];
const ALARM_BEFORE = { hours: 1, before: true } as const;

const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => vars[key] ?? all);

/** The file's name in `content-disposition`. */
export const calendarFileName = (id: number) => `randevu-${id}.ics`;

/**
 * RFC 5545 with the `ics` package: one VEVENT, the same UID for every version of one appointment, SEQUENCE from its
 * revision, instants in UTC. A cancelled or expired appointment is `METHOD:CANCEL` with `STATUS:CANCELLED` and no
 * alarm, so a calendar that imported the earlier file removes the event.
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
    location: a.venueAddress,
    url: a.url,
    status: withdrawn ? 'CANCELLED' : a.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    busyStatus: withdrawn ? 'FREE' : 'BUSY',
    alarms: withdrawn ? [] : [{ action: 'display', description: fill(m.calendarAlarm, vars), trigger: ALARM_BEFORE }],
  });
  if (error || !value) throw error ?? new Error('calendar file: empty');
  return value;
}

/** `text/calendar` as a download named `randevu-{id}.ics`, never cached by a shared cache. */
export function sendCalendarFile(reply: FastifyReply, file: { fileName: string; body: string }): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .type('text/calendar; charset=utf-8')
    .send(file.body);
}
