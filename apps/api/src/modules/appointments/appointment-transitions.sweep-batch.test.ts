import { describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { usePrivateDatabase } from '../../../test/private-database';
import { createAppointment, createExpert, createOwner, createVenue } from '../../../test/factories';
import { appointments, appointmentStatusHistory } from '../../db/schema';
import { createCompletionJob, SWEEP_BATCH } from '../my-appointments/my-appointments.service';
import { createAppointmentTransitionsService } from './appointment-transitions.service';

const HOUR = 3_600_000;

/**
 * The completion job moves at most SWEEP_BATCH appointments per tick (the oldest ids first) and asks for
 * the next tick at once while a tick was full, so a catch-up after downtime is many short transactions. On its own
 * database: the sweep takes every due row.
 */
describe('the bounded sweep', () => {
  const own = usePrivateDatabase();

  it('moves at most `limit` due appointments, the oldest ids first, each with its history row, and the rest on the next call', async () => {
    const { db } = own;
    const owner = await createOwner(db);
    const venue = await createVenue(db, { ownerId: owner.id });
    const expert = await createExpert(db, { venueId: venue.id });
    const due: { id: number }[] = [];
    for (const [i, status] of (['confirmed', 'pending', 'confirmed'] as const).entries())
      due.push(
        await createAppointment(db, {
          venueId: venue.id,
          expertId: expert.id,
          startsAt: new Date(Date.now() - (i + 3) * HOUR),
          status,
        }),
      );
    const statuses = async () =>
      (
        await db
          .select({ status: appointments.status })
          .from(appointments)
          .where(
            inArray(
              appointments.id,
              due.map((a) => a.id),
            ),
          )
          .orderBy(asc(appointments.id))
      ).map((r) => r.status);
    const service = createAppointmentTransitionsService(db);

    expect(await service.sweep(undefined, undefined, 2)).toEqual([expert.id, expert.id]);
    expect(await statuses()).toEqual(['completed', 'expired', 'confirmed']);
    expect(await service.sweep(undefined, undefined, 2)).toEqual([expert.id]);
    expect(await statuses()).toEqual(['completed', 'expired', 'completed']);
    expect(await service.sweep(undefined, undefined, 2)).toEqual([]);
    const history = await db
      .select({ to: appointmentStatusHistory.toStatus })
      .from(appointmentStatusHistory)
      .where(eq(appointmentStatusHistory.changedBy, 'system'));
    expect(history.map((h) => h.to).sort()).toEqual(['completed', 'completed', 'expired']);
  });

  it('the completion job sweeps SWEEP_BATCH a tick and asks for the next tick at once while a tick was full', () => {
    const job = createCompletionJob({ invalidateExpert: () => {}, invalidateVenue: () => {} } as never);
    expect(SWEEP_BATCH).toBe(200);
    expect(job.more?.(Array.from({ length: SWEEP_BATCH }, () => 1))).toBe(true);
    expect(job.more?.(Array.from({ length: SWEEP_BATCH - 1 }, () => 1))).toBe(false);
    expect(job.more?.([])).toBe(false);
  });
});
