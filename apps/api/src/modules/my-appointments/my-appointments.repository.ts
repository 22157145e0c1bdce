import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus } from '@randevu/contracts';
import { queryRows, type Db } from '../../db/client';
import { appointments, appointmentStatusHistory, venueImages, venues } from '../../db/schema';

const profilePath = sql<string | null>`(
  select ${venueImages.path} from ${venueImages}
  where ${venueImages.venueId} = ${appointments.venueId} and ${venueImages.imageType} = 'profile'
  order by ${venueImages.sortOrder}, ${venueImages.id} limit 1
)`;

// NOTE: json_agg rather than array_agg: both drivers (node-postgres and PGlite) parse json the same way.
const galleryPaths = sql<string[]>`coalesce((
  select json_agg(${venueImages.path} order by ${venueImages.sortOrder}, ${venueImages.id}) from ${venueImages}
  where ${venueImages.venueId} = ${appointments.venueId} and ${venueImages.imageType} = 'gallery'
), '[]'::json)`;

export type MyAppointmentRow = Awaited<ReturnType<ReturnType<typeof createMyAppointmentsRepository>['listByUserId']>>[number];

export function createMyAppointmentsRepository(db: Db) {
  /** One statement for the whole list: appointment, venue and its image paths (no N+1). */
  const selectForUser = (where: SQL | undefined) =>
    db
      .select({
        id: appointments.id,
        status: appointments.status,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        durationMinutes: appointments.durationMinutes,
        priceKurus: appointments.priceKurus,
        serviceName: appointments.serviceName,
        subServiceName: appointments.subServiceName,
        subServiceId: appointments.subServiceId,
        expertId: appointments.expertId,
        expertName: appointments.expertName,
        notes: appointments.notes,
        cancellationReason: appointments.cancellationReason,
        cancelledAt: appointments.cancelledAt,
        createdAt: appointments.createdAt,
        venueId: venues.id,
        venueSlug: venues.slug,
        venueName: venues.name,
        venueAddress: venues.address,
        profilePath,
        galleryPaths,
      })
      .from(appointments)
      .innerJoin(venues, eq(venues.id, appointments.venueId))
      .where(where)
      .orderBy(desc(appointments.startsAt), desc(appointments.id));

  return {
    listByUserId: (userId: number, status?: AppointmentStatus) =>
      selectForUser(and(eq(appointments.userId, userId), status ? eq(appointments.status, status) : undefined)),

    async findByIdForUser(id: number, userId: number) {
      const [row] = await selectForUser(and(eq(appointments.id, id), eq(appointments.userId, userId)));
      return row ?? null;
    },

    /**
     * Confirmed appointments whose end has passed become completed, with a history row, in one
     * statement. A concurrent run re-checks `status = 'confirmed'` after the row lock, so each
     * appointment is completed (and recorded) once. Returns how many changed.
     */
    async completeEnded(userId?: number): Promise<number> {
      const byUser = userId === undefined ? sql`` : sql`and user_id = ${userId}`;
      const done = await queryRows<{ appointment_id: number }>(
        db,
        sql`
        with done as (
          update appointments set status = 'completed', updated_at = now()
          where status = 'confirmed' and ends_at <= now() ${byUser}
          returning id
        )
        insert into appointment_status_history (appointment_id, from_status, to_status, changed_by)
        select id, 'confirmed', 'completed', 'system' from done
        returning appointment_id`,
      );
      return done.length;
    },

    /**
     * Cancels in one transaction. The row lock serialises concurrent cancels of one appointment;
     * the UPDATE stays conditional so a cancel can never apply to a row that is no longer
     * cancellable. Returns the state that blocked the cancel, or 'cancelled' on success.
     */
    async cancelForUser(
      id: number,
      userId: number,
      reason: string | null,
      /** Runs in the cancel's transaction after the change (the service writes the notifications there). */
      onCancelled?: (tx: Db) => Promise<unknown>,
    ): Promise<'cancelled' | 'not_found' | 'already_cancelled' | 'already_completed' | 'started'> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: appointments.status, started: sql<boolean>`${appointments.startsAt} <= now()` })
          .from(appointments)
          .where(and(eq(appointments.id, id), eq(appointments.userId, userId)))
          .for('update');
        if (!current) return 'not_found';
        if (current.status === 'cancelled') return 'already_cancelled';
        if (current.status === 'completed') return 'already_completed';
        if (current.started) return 'started';

        const [updated] = await tx
          .update(appointments)
          .set({
            status: 'cancelled',
            cancelledAt: sql`now()`,
            cancelledBy: 'user',
            cancellationReason: reason,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(appointments.id, id),
              eq(appointments.userId, userId),
              inArray(appointments.status, ['pending', 'confirmed']),
              sql`${appointments.startsAt} > now()`,
            ),
          )
          .returning({ id: appointments.id });
        if (!updated) return 'started';

        await tx.insert(appointmentStatusHistory).values({
          appointmentId: id,
          fromStatus: current.status,
          toStatus: 'cancelled',
          changedByUserId: userId,
          changedBy: 'user',
          reason,
        });
        await onCancelled?.(tx as unknown as Db);
        return 'cancelled';
      });
    },
  };
}
