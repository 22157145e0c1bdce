import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, appointmentStatusHistory, users } from '../../db/schema';

export type NewAppointment = typeof appointments.$inferInsert;
export type AppointmentRow = typeof appointments.$inferSelect;

/** Advisory-lock namespace of "booking an expert's time" (any constant; it only has to be ours). */
const BOOKING_LOCK_CLASS = 4_210;

export function createAppointmentsRepository(db: Db) {
  return {
    /** Queues concurrent bookings of one expert until the current transaction ends. */
    lockExpertForBooking: async (expertId: number) => {
      await db.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_CLASS}, ${expertId})`);
    },

    /** The account whose name, e-mail and phone a signed-in booking copies. */
    findCustomerById: async (userId: number) =>
      (
        await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1)
      )[0] ?? null,

    /** Inserts the appointment and its first history row (null → status). Run it inside a transaction. */
    async createWithHistory(
      values: NewAppointment,
      changedBy: 'guest' | 'user',
      changedByUserId: number | null,
    ): Promise<AppointmentRow> {
      const [row] = await db.insert(appointments).values(values).returning();
      await db.insert(appointmentStatusHistory).values({
        appointmentId: row!.id,
        fromStatus: null,
        toStatus: row!.status,
        changedBy,
        changedByUserId,
      });
      return row!;
    },
  };
}
