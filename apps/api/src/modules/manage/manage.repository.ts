import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentManageTokens, appointments, liveManageToken, venues } from '../../db/schema';
import { customerAppointmentColumns } from '../appointments/customer-appointment-columns';

export type ManagedAppointmentRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createManageRepository>['findByTokenHash']>>
>;

export function createManageRepository(db: Db) {
  return {
    async saveToken(tokenHash: string, appointmentId: number): Promise<void> {
      await db.insert(appointmentManageTokens).values({ tokenHash, appointmentId });
    },

    /** The appointment a live token of this hash names, with its venue and the venue's rules; null otherwise. */
    async findByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({ ...customerAppointmentColumns, cancellationNoticeHours: venues.cancellationNoticeHours })
        .from(appointments)
        .innerJoin(venues, eq(venues.id, appointments.venueId))
        .where(liveManageToken(tokenHash));
      return row ?? null;
    },
  };
}
