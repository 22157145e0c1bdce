import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus, OwnerDecision } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { appointments, appointmentStatusHistory, venues } from '../../db/schema';

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

export type StatusChangeOutcome =
  'changed' | 'not_found' | 'already_confirmed' | 'already_cancelled' | 'already_completed' | 'started';

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

  /** One statement for a page of the list: the appointment and its venue's name (no N+1). */
  const selectForOwner = (where: SQL | undefined) =>
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
        status: appointments.status,
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
      })
      .from(appointments)
      .innerJoin(venues, eq(venues.id, appointments.venueId))
      .where(where);

  return {
    listByOwnerId: (ownerId: number, filters: OwnerAppointmentFilters, page: { limit: number; offset: number }) =>
      selectForOwner(filtered(ownerId, filters))
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

    async findByIdForOwner(id: number, ownerId: number) {
      const [row] = await selectForOwner(and(eq(appointments.id, id), ownedBy(ownerId)));
      return row ?? null;
    },

    /**
     * Confirms or rejects a pending request in one transaction. The row lock serialises concurrent
     * decisions on one appointment and tells the loser what the winner did; the UPDATE stays conditional
     * so a decision can never apply to a row that is no longer pending or has already started.
     */
    async decideForOwner(
      id: number,
      ownerId: number,
      to: OwnerDecision,
      reason: string | null,
      /** Runs in the decision's transaction after the change (the service writes the notifications there). */
      onChanged?: (tx: Db) => Promise<unknown>,
    ): Promise<StatusChangeOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: appointments.status, started: sql<boolean>`${appointments.startsAt} <= now()` })
          .from(appointments)
          .innerJoin(venues, eq(venues.id, appointments.venueId))
          .where(and(eq(appointments.id, id), ownedBy(ownerId)))
          .for('update', { of: appointments });
        if (!current) return 'not_found';
        if (current.status === 'confirmed') return 'already_confirmed';
        if (current.status === 'cancelled') return 'already_cancelled';
        if (current.status === 'completed') return 'already_completed';
        if (current.started) return 'started';
        const rejected = to === 'cancelled';
        const [updated] = await tx
          .update(appointments)
          .set({
            status: to,
            ...(rejected ? { cancelledAt: sql`now()`, cancelledBy: 'owner' as const, cancellationReason: reason } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(appointments.id, id), eq(appointments.status, 'pending'), sql`${appointments.startsAt} > now()`))
          .returning({ id: appointments.id });
        if (!updated) return 'started';
        await tx.insert(appointmentStatusHistory).values({
          appointmentId: id,
          fromStatus: 'pending',
          toStatus: to,
          changedByUserId: ownerId,
          changedBy: 'owner',
          reason,
        });
        await onChanged?.(tx as unknown as Db);
        return 'changed';
      });
    },
  };
}
