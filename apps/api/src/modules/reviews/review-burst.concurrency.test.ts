import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, postgresForSuite, type TestApp } from '../../../test/build-test-app';
import { createOwner, createVenue } from '../../../test/factories';
import { endedAppointment, HOUR } from '../../../test/reviews';
import { queryRows, type Database } from '../../db/client';
import { BURST_LIMIT } from './review-trust';
import { createReviewsService } from './reviews.service';

/**
 * The burst rule (decision 053) on real PostgreSQL (separate connections, READ COMMITTED): first-time contacts'
 * reviews of one venue written at the same moment count each other under the venue row's lock, so no more than
 * BURST_LIMIT of them are published within 24 hours, however many arrive together.
 */
const openDatabase = await postgresForSuite();

describe.runIf(openDatabase !== null)('the burst limit under concurrent reviews on PostgreSQL', () => {
  let database: Database & { url: string };
  let t: TestApp;

  beforeAll(async () => {
    database = await openDatabase!(20);
    t = await buildTestApp({}, database);
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it('publishes exactly BURST_LIMIT of twelve simultaneous first-time reviews and holds the rest', async () => {
    const venueId = (await createVenue(t.db, { ownerId: (await createOwner(t.db)).id })).id;
    const service = createReviewsService({ db: t.db, cache: t.app.publicCache, now: () => new Date() });
    const appointments = [];
    for (let i = 0; i < 12; i++) {
      const a = await endedAppointment(t.db, {
        venueId,
        now: new Date(),
        endedAgo: 2 * HOUR,
        customerEmail: `es${i}@example.com`,
        customerPhone: `+90555100${1000 + i}`,
      });
      appointments.push(a);
    }
    const missing = () => new Error('missing');
    await Promise.all(appointments.map((a) => service.create(a.id, { missing }, { rating: 1, comment: null })));
    const [row] = await queryRows<{ shown: number; held: number; rating_count: number }>(
      t.db,
      sql`select (select count(*)::int from reviews where venue_id = ${venueId} and hidden_at is null) as shown,
                 (select count(*)::int from reviews where venue_id = ${venueId} and hidden_kind = 'held') as held,
                 v.rating_count from venues v where v.id = ${venueId}`,
    );
    expect(row).toEqual({ shown: BURST_LIMIT, held: 12 - BURST_LIMIT, rating_count: BURST_LIMIT });
  });
});
