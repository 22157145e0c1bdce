import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BOOKING_HORIZON_DAYS } from '@randevu/contracts';
import { openTestDatabase } from '../../../test/build-test-app';
import { createExpert, createOwner, createSubService, createVenue } from '../../../test/factories';
import type { Database } from '../../db/client';
import { createPublicCache, type PublicCache } from '../../lib/public-cache';
import { addDays, isoWeekday, venueWallTimeToInstant } from '../../lib/time';
import { availabilityRoutes } from './availability.routes';

/**
 * Every cached available-times answer expires at the earlier of its first offered
 * start and the next venue midnight, so an empty day (beyond the horizon, or unbookable) does not stay
 * "fully booked" in the cache after the day it was asked on.
 */
describe('available-times cache expiry', () => {
  let database: Database;
  let app: FastifyInstance;
  let cache: PublicCache;
  let clock = 0;
  let expertId: number;
  let subId: number;

  // An evening whose day + horizon + 1 is a Tuesday (the factories' hours: Monday–Saturday 09:00–18:00).
  let today = '2031-03-01';
  while (isoWeekday(addDays(today, BOOKING_HORIZON_DAYS + 1)) !== 2) today = addDays(today, 1);
  const beyondHorizon = addDays(today, BOOKING_HORIZON_DAYS + 1);
  const setClock = (date: string, hh: number, mm: number) => (clock = venueWallTimeToInstant(date, hh * 60 + mm).getTime());

  beforeAll(async () => {
    database = await openTestDatabase();
    const venueId = (await createVenue(database.db, { ownerId: (await createOwner(database.db)).id })).id;
    subId = (await createSubService(database.db, { venueId, durationMinutes: 60 })).id;
    expertId = (await createExpert(database.db, { venueId, subServiceIds: [subId] })).id;
    cache = createPublicCache();
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(availabilityRoutes, { db: database.db, cache, now: () => new Date(clock) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const read = async (date: string, sub = subId) => {
    const res = await app.inject(`/api/experts/${expertId}/available-times?date=${date}&service_id=101&sub_service_id=${sub}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: string[] }).data;
  };

  it('offers a day that was beyond the horizon once the clock passes the venue midnight', async () => {
    setClock(today, 23, 30);
    expect(await read(beyondHorizon)).toEqual([]);
    expect(cache.stats().entries).toBe(1);
    expect(await read(beyondHorizon)).toEqual([]); // served from the cache before midnight
    expect(cache.stats().hits).toBe(1);

    setClock(addDays(today, 1), 0, 5);
    expect((await read(beyondHorizon))[0]).toBe('09:00');
  });

  it('expires a day with times when its first offered start comes closer than the minimum notice (60 minutes)', async () => {
    let tuesday = addDays(today, 1);
    while (isoWeekday(tuesday) !== 2) tuesday = addDays(tuesday, 1);
    setClock(tuesday, 7, 0);
    expect((await read(tuesday))[0]).toBe('09:00');
    setClock(tuesday, 8, 0);
    expect((await read(tuesday))[0]).toBe('09:00'); // exactly the notice ahead: still offered
    setClock(tuesday, 8, 1);
    expect((await read(tuesday))[0]).toBe('09:30');
  });

  it('does not keep an unbookable answer (an unknown sub-service) past midnight either', async () => {
    setClock(today, 23, 0);
    const stores = cache.stats().stores;
    expect(await read(addDays(today, 3), 2_000_000)).toEqual([]);
    expect(cache.stats().stores).toBe(stores + 1);
    const before = cache.stats().misses;
    setClock(addDays(today, 1), 0, 1);
    expect(await read(addDays(today, 3), 2_000_000)).toEqual([]);
    expect(cache.stats().misses).toBe(before + 1);
  });
});
