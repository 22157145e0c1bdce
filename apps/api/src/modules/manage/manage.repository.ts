import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentManageTokens, appointments, liveManageToken, venues, type ManageTokenScope } from '../../db/schema';
import { customerAppointmentColumns } from '../appointments/appointments.service';

export type ManagedAppointmentRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createManageRepository>['findByTokenHash']>>
>;

export function createManageRepository(db: Db) {
  return {
    /** Stores a token's hash; the same view token derived again is already there (decision 054). */
    async saveToken(tokenHash: string, appointmentId: number, scope: ManageTokenScope): Promise<void> {
      await db.insert(appointmentManageTokens).values({ tokenHash, appointmentId, scope }).onConflictDoNothing();
    },

    /**
     * The appointment a live token of this hash and one of these scopes names, with its venue, the venue's rules and
     * the token's scope; null otherwise.
     */
    async findByTokenHash(tokenHash: string, scopes: readonly ManageTokenScope[] = ['manage']) {
      const [row] = await db
        .select({
          ...customerAppointmentColumns,
          expiresAt: appointments.expiresAt,
          tokenScope: sql<ManageTokenScope>`(select ${appointmentManageTokens.scope} from ${appointmentManageTokens} where ${appointmentManageTokens.tokenHash} = ${tokenHash})`,
        })
        .from(appointments)
        .innerJoin(venues, eq(venues.id, appointments.venueId))
        .where(liveManageToken(tokenHash, scopes));
      return row ?? null;
    },

    /** Deletes this manage token of this appointment; false when it is not there (already revoked). */
    async deleteManageToken(tokenHash: string, appointmentId: number): Promise<boolean> {
      const gone = await db
        .delete(appointmentManageTokens)
        .where(
          and(
            eq(appointmentManageTokens.tokenHash, tokenHash),
            eq(appointmentManageTokens.appointmentId, appointmentId),
            eq(appointmentManageTokens.scope, 'manage'),
          ),
        )
        .returning({ tokenHash: appointmentManageTokens.tokenHash });
      return gone.length > 0;
    },

    /** Revokes every link of an appointment, manage and view (decision 054): their rows go, so nothing finds them. */
    async deleteTokens(appointmentId: number): Promise<number> {
      const gone = await db
        .delete(appointmentManageTokens)
        .where(eq(appointmentManageTokens.appointmentId, appointmentId))
        .returning({ tokenHash: appointmentManageTokens.tokenHash });
      return gone.length;
    },
  };
}
