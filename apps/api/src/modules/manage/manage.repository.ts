import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointmentManageTokens, appointments, liveManageToken, venues } from '../../db/schema';

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
        .select({
          id: appointments.id,
          status: appointments.status,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          durationMinutes: appointments.durationMinutes,
          priceKurus: appointments.priceKurus,
          serviceName: appointments.serviceName,
          subServiceName: appointments.subServiceName,
          expertId: appointments.expertId,
          expertName: appointments.expertName,
          cancellationReason: appointments.cancellationReason,
          cancelledAt: appointments.cancelledAt,
          revision: appointments.revision,
          venueId: venues.id,
          venuePrefix: venues.prefix,
          venueName: venues.name,
          venueAddress: venues.address,
          cancellationNoticeHours: venues.cancellationNoticeHours,
        })
        .from(appointments)
        .innerJoin(venues, eq(venues.id, appointments.venueId))
        .where(liveManageToken(tokenHash));
      return row ?? null;
    },
  };
}
