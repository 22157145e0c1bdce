import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postgresForSuite, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createExpert, createSubService, createVenue, SAC_KESIMI } from '../../../test/factories';
import type { Database } from '../../db/client';
import { addDays, isoWeekday, toVenueWallTime } from '../../lib/time';

/**
 * A delete counts the upcoming appointments of an expert or sub-service and then
 * hides it; a booking decides on the same rows. Both must take one lock before deciding, or a delete
 * answers 200 while the booking answers 201 and leaves a request nobody can serve. PostgreSQL only
 * (PGlite has one connection, so nothing runs concurrently there).
 */
// Runs in the api-postgres project, or in api-pglite on the local PostgreSQL when the run has no api-postgres
// project; skipped only when PostgreSQL does not answer (CI=true then fails in postgresForSuite).
const openDatabase = await postgresForSuite();

describe.runIf(openDatabase !== null)('deleting what a concurrent booking books, on PostgreSQL', () => {
  const LIMITS = { appointmentPerIp: 10_000, appointmentPerPhone: 10_000, appointmentPerEmail: 10_000, registerPerIp: 100 };
  const EXPERT_ROUNDS = 40;
  const SUB_SERVICE_ROUNDS = 20;
  let database: Database;
  let t: TestApp;
  let owner: Session;
  let venueId: number;

  const date = (() => {
    let d = addDays(toVenueWallTime(new Date()).date, 2);
    while (isoWeekday(d) !== 3) d = addDays(d, 1);
    return d;
  })();

  beforeAll(async () => {
    database = await openDatabase!(20);
    t = await buildTestApp({ limits: LIMITS }, database);
    owner = await registerOwner(t.app);
    venueId = (await createVenue(t.db, { ownerId: owner.user.id })).id;
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const book = (expertId: number, subServiceId: number, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/appointments/public',
      payload: {
        first_name: 'Müşteri',
        last_name: 'Yarış',
        email: `yaris${i}@example.com`,
        phone: `+90533${String(1_000_000 + i).slice(-7)}`,
        expert_id: expertId,
        venue_id: venueId,
        service_id: SAC_KESIMI,
        sub_service_id: subServiceId,
        appointment_date: date,
        appointment_time: '10:00',
        notes: ' ',
      },
    });

  const remove = (url: string) => t.app.inject({ method: 'DELETE', url, headers: owner.headers });

  /** Runs both at once; answers whether both succeeded. Any other answer than 200/409 and 201/4xx fails. */
  async function race(url: string, expertId: number, subServiceId: number, i: number): Promise<boolean> {
    const [deleted, booked] = await Promise.all([remove(url), book(expertId, subServiceId, i)]);
    expect([200, 409], deleted.body).toContain(deleted.statusCode);
    expect([201, 400, 404], booked.body).toContain(booked.statusCode);
    return deleted.statusCode === 200 && booked.statusCode === 201;
  }

  it(`never both deletes an expert and books it (${EXPERT_ROUNDS} rounds)`, async () => {
    const sub = await createSubService(t.db, { venueId });
    let both = 0;
    for (let i = 0; i < EXPERT_ROUNDS; i++) {
      const expert = await createExpert(t.db, { venueId, subServiceIds: [sub.id] });
      if (await race(`/api/owner/experts/${expert.id}`, expert.id, sub.id, i)) both += 1;
    }
    expect(both).toBe(0);
  });

  it(`never both deletes a sub-service and books it (${SUB_SERVICE_ROUNDS} rounds)`, async () => {
    let both = 0;
    for (let i = 0; i < SUB_SERVICE_ROUNDS; i++) {
      const sub = await createSubService(t.db, { venueId });
      const expert = await createExpert(t.db, { venueId, subServiceIds: [sub.id] });
      if (await race(`/api/sub-services/${sub.id}`, expert.id, sub.id, 100 + i)) both += 1;
    }
    expect(both).toBe(0);
  });
});
