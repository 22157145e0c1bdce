import { and, asc, eq, gt, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, expertTimeOff, experts, venueClosures, venueHours, venues } from '../../db/schema';

/** The statuses the calendar draws: cancelled and expired appointments free their time and are not shown. */
export const CALENDAR_STATUSES = ['pending', 'confirmed', 'completed', 'no_show'] as const;

export type CalendarAppointmentRow = Awaited<
  ReturnType<ReturnType<typeof createOwnerCalendarRepository>['listAppointments']>
>[number];

/** The owner's calendar (issue 24): one statement per part, each bounded by the venue and the range. */
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

    /** The venue's appointments overlapping [from, to) in the statuses drawn, by start. */
    listAppointments: (venueId: number, from: Date, to: Date) =>
      db
        .select({
          id: appointments.id,
          expertId: appointments.expertId,
          userId: appointments.userId,
          status: appointments.status,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          durationMinutes: appointments.durationMinutes,
          customerFirstName: appointments.customerFirstName,
          customerLastName: appointments.customerLastName,
          customerPhone: appointments.customerPhone,
          customerEmail: appointments.customerEmail,
          bookedBy: appointments.bookedBy,
          serviceId: appointments.serviceId,
          serviceName: appointments.serviceName,
          subServiceId: appointments.subServiceId,
          subServiceName: appointments.subServiceName,
          notes: appointments.notes,
          priceKurus: appointments.priceKurus,
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.venueId, venueId),
            lt(appointments.startsAt, to),
            gt(appointments.endsAt, from),
            inArray(appointments.status, [...CALENDAR_STATUSES]),
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id)),

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
