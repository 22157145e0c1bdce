import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createExpert, createOwner, createReview, createVenue } from '../../test/factories';
import { appointmentRow } from '../../test/fixtures';
import { usePrivateDatabase } from '../../test/private-database';
import { migrationsFolder, queryRows, type Db } from './client';
import { appointmentStatusHistory, appointments, reviews, venues } from './schema';

/** Migration 0024's data statements once more (its UPDATEs), on rows written as before decision 053. */
async function runBackfill(db: Db) {
  const file = fs.readFileSync(path.join(migrationsFolder, '0024_review_trust.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint'))
    if (/^\s*(--[^\n]*\n\s*)*UPDATE/i.test(statement)) await db.execute(sql.raw(statement));
}

describe('migration 0024 (decision 053)', () => {
  const own = usePrivateDatabase();

  it("fills who completed each visit from its history, and recounts every venue's rating from customers' bookings", async () => {
    const venueId = (await createVenue(own.db, { ownerId: (await createOwner(own.db)).id })).id;
    const expertId = (await createExpert(own.db, { venueId })).id;
    const byOwner = await createReview(own.db, { venueId, expertId, rating: 5 });
    const byJob = await createReview(own.db, { venueId, expertId, rating: 3 });
    const frontDesk = await createReview(own.db, { venueId, expertId, rating: 5, bookedBy: 'owner' });
    // As before: the front-desk review counted in the rating, and nobody knew who completed the visits.
    await own.db.update(reviews).set({ counted: true }).where(eq(reviews.id, frontDesk.id));
    await own.db.update(venues).set({ ratingCount: 3, ratingSum: 13 }).where(eq(venues.id, venueId));
    await own.db.update(appointments).set({ completedBy: null }).where(eq(appointments.venueId, venueId));
    await own.db.insert(appointmentStatusHistory).values([
      { appointmentId: byOwner.appointmentId, toStatus: 'completed', changedBy: 'system' },
      { appointmentId: byOwner.appointmentId, toStatus: 'completed', changedBy: 'owner' },
      { appointmentId: byJob.appointmentId, toStatus: 'completed', changedBy: 'system' },
    ]);

    await runBackfill(own.db);

    expect((await appointmentRow(own.db, byOwner.appointmentId)).completedBy).toBe('owner');
    expect((await appointmentRow(own.db, byJob.appointmentId)).completedBy).toBe('system');
    // No history row: read as the job's, the stricter rule.
    expect((await appointmentRow(own.db, frontDesk.appointmentId)).completedBy).toBe('system');
    const [counted] = await queryRows<{ counted: boolean }>(own.db, sql`select counted from reviews where id = ${frontDesk.id}`);
    expect(counted!.counted).toBe(false);
    const [venue] = await own.db.select().from(venues).where(eq(venues.id, venueId));
    expect([venue!.ratingCount, venue!.ratingSum]).toEqual([2, 8]);
  });
});
