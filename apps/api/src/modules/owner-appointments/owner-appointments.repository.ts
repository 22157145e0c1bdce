import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { personOf } from '../../db/person';
import { appointments, venues } from '../../db/schema';

export interface OwnerAppointmentFilters {
  venueId?: number;
  status?: AppointmentStatus;
  /** Inclusive lower and exclusive upper instants of the venue days asked for. */
  startsFrom?: Date;
  startsBefore?: Date;
}

export type OwnerAppointmentRow = Awaited<
  ReturnType<ReturnType<typeof createOwnerAppointmentsRepository>['listByOwnerId']>
>[number];

export function createOwnerAppointmentsRepository(db: Db) {
  const ownedBy = (ownerId: number) => eq(venues.ownerId, ownerId);

  const filtered = (ownerId: number, f: OwnerAppointmentFilters): SQL | undefined =>
    and(
      ownedBy(ownerId),
      f.venueId !== undefined ? eq(appointments.venueId, f.venueId) : undefined,
      f.status ? eq(appointments.status, f.status) : undefined,
      f.startsFrom ? gte(appointments.startsAt, f.startsFrom) : undefined,
      f.startsBefore ? lt(appointments.startsAt, f.startsBefore) : undefined,
    );

  /**
   * One statement for a page of the list: the appointment and its venue's name (no N+1), and the customer's no-shows
   * at the venue since `since` (decision 091; one probe of appointments_venue_person_idx per row).
   */
  const selectForOwner = (where: SQL | undefined, since: Date) =>
    db
      .select({
        id: appointments.id,
        venueId: appointments.venueId,
        venueName: venues.name,
        userId: appointments.userId,
        customerFirstName: appointments.customerFirstName,
        customerLastName: appointments.customerLastName,
        customerPhone: appointments.customerPhone,
        customerEmail: appointments.customerEmail,
        noShows12m: sql<number>`(
          select count(*)::int from appointments b
          where b.venue_id = ${appointments.venueId} and b.status = 'no_show' and b.starts_at >= ${since.toISOString()}
            and ${personOf('b')} = ${personOf('appointments')})`.mapWith(Number),
        status: appointments.status,
        /** With `reviewed`, what the state machine needs for the owner's actions (decision 059). */
        completedBy: appointments.completedBy,
        reviewed: sql<boolean>`exists (select 1 from reviews r where r.appointment_id = ${appointments.id})`,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        durationMinutes: appointments.durationMinutes,
        serviceName: appointments.serviceName,
        subServiceId: appointments.subServiceId,
        subServiceName: appointments.subServiceName,
        expertId: appointments.expertId,
        expertName: appointments.expertName,
        notes: appointments.notes,
        priceKurus: appointments.priceKurus,
        createdAt: appointments.createdAt,
        cancellationReason: appointments.cancellationReason,
        // The customer's last reschedule (decision 036), one indexed lookup per row.
        rescheduledFrom: sql<{ starts_at: string; expert_name: string; at: string } | null>`(
          select json_build_object('starts_at', m.from_starts_at, 'expert_name', m.from_expert_name, 'at', m.created_at)
          from appointment_moves m where m.appointment_id = ${appointments.id} and m.moved_by in ('user', 'guest')
          order by m.id desc limit 1)`,
      })
      .from(appointments)
      .innerJoin(venues, eq(venues.id, appointments.venueId))
      .where(where);

  return {
    listByOwnerId: (
      ownerId: number,
      filters: OwnerAppointmentFilters,
      page: { limit: number; offset: number },
      noShowsSince: Date,
    ) =>
      selectForOwner(filtered(ownerId, filters), noShowsSince)
        .orderBy(desc(appointments.startsAt), desc(appointments.id))
        .limit(page.limit)
        .offset(page.offset),

    /**
     * One statement for both figures: rows matching every filter, and requests still awaiting an answer
     * (pending, not started) in the venue scope alone, so the badge does not depend on the page's filters.
     */
    async countByOwnerId(ownerId: number, filters: OwnerAppointmentFilters): Promise<{ total: number; pending: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*) filter (where ${filtered(ownerId, filters)})`.mapWith(Number),
          pending:
            sql<number>`count(*) filter (where ${appointments.status} = 'pending' and ${appointments.startsAt} > now())`.mapWith(
              Number,
            ),
        })
        .from(appointments)
        .innerJoin(venues, eq(venues.id, appointments.venueId))
        .where(filtered(ownerId, { venueId: filters.venueId }));
      return { total: row?.total ?? 0, pending: row?.pending ?? 0 };
    },

    async isVenueOwnedBy(venueId: number, ownerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: venues.id })
        .from(venues)
        .where(and(eq(venues.id, venueId), ownedBy(ownerId)));
      return row !== undefined;
    },

    async findByIdForOwner(id: number, ownerId: number, noShowsSince: Date) {
      const [row] = await selectForOwner(and(eq(appointments.id, id), ownedBy(ownerId)), noShowsSince);
      return row ?? null;
    },
  };
}
