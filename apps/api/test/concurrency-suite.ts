import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/client';
import { buildTestApp, type TestApp } from './build-test-app';
import { BOOKING_LIMITS, seedBookableVenue } from './fixtures';

export type OpenPostgres = (poolSize: number) => Promise<Database & { url: string }>;

/**
 * The PostgreSQL concurrency suites' setup (decisions 036, ARCHITECTURE rule 8): a private database with `poolSize`
 * connections, an app with the booking limits and one bookable venue, closed after the suite. Call inside
 * `describe.runIf(openDatabase !== null)`; the fields are set once `beforeAll` has run.
 */
export function bookableVenueOnPostgres(openDatabase: OpenPostgres | null, poolSize: number) {
  const suite = {} as { database: Database & { url: string }; t: TestApp; venueId: number; subId: number };
  beforeAll(async () => {
    suite.database = await openDatabase!(poolSize);
    suite.t = await buildTestApp({ limits: BOOKING_LIMITS }, suite.database);
    const { venueId, subId } = await seedBookableVenue(suite.t.db);
    Object.assign(suite, { venueId, subId });
  });
  afterAll(async () => {
    await suite.t?.close();
    await suite.database?.close();
  });
  return suite;
}
