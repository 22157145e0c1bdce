import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import { buildTestApp, postgresForSuite, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createVenue } from '../../../test/factories';
import { appointmentRow } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { endedAppointment, HOUR, writeReview } from '../../../test/reviews';
import type { Database } from '../../db/client';

/**
 * The customer's review and the owner's 'Gelmedi' of the same completed visit race on real PostgreSQL (separate
 * connections, READ COMMITTED): both lock the appointment row first, so exactly one wins. Either the visit is reviewed
 * and the owner hears 409 ALREADY_REVIEWED, or it is a no-show and the review is refused (decision 029, amendment).
 */
const openDatabase = await postgresForSuite();

describe.runIf(openDatabase !== null)('a review against the owner’s no-show on PostgreSQL', () => {
  let database: Database & { url: string };
  let t: TestApp;
  let owner: Session;
  let customer: Session;
  let venueId: number;

  beforeAll(async () => {
    database = await openDatabase!(20);
    t = await buildTestApp({}, database);
    owner = await registerOwner(t.app);
    customer = await registerUser(t.app);
    venueId = (await createVenue(t.db, { ownerId: owner.user.id })).id;
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it('one of the two wins, every time', async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const a = await endedAppointment(t.db, { venueId, now: new Date(), endedAgo: 2 * HOUR, userId: customer.user.id });
      const [review, noShow] = await Promise.all([
        writeReview(t.app, customer, a.id, { rating: 5, comment: 'Harikaydı' }),
        injectAs(t.app, 'PUT', `/api/owner/appointments/${a.id}/status`, owner, { status: 'no_show' }),
      ]);
      const status = (await appointmentRow(t.db, a.id))?.status;
      const stored = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.appointmentId, a.id));
      if (review.statusCode === 201) {
        expect(noShow.statusCode, noShow.body).toBe(409);
        expect(noShow.json().code).toBe('ALREADY_REVIEWED');
        expect([status, stored.length]).toEqual(['completed', 1]);
        outcomes.add('reviewed');
      } else {
        expect(noShow.statusCode, noShow.body).toBe(200);
        expect(review.statusCode, review.body).toBe(409);
        expect(review.json().code).toBe('REVIEW_NOT_COMPLETED');
        expect([status, stored.length]).toEqual(['no_show', 0]);
        outcomes.add('no_show');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
