import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createExpert, createOwner, createVenue, SAC_KESIMI } from '../../../test/factories';
import { nextWeekday, seedBookableVenue } from '../../../test/fixtures';

/** What the availability-rules route suites share: an app, an owner, a stranger (another owner) and a user. */
export interface RulesSuite {
  t: TestApp;
  owner: Session;
  stranger: Session;
  user: Session;
}

export async function openRulesSuite(): Promise<RulesSuite> {
  const t = await buildTestApp();
  const [owner, stranger, user] = await Promise.all([registerOwner(t.app), registerOwner(t.app), registerUser(t.app)]);
  return { t, owner, stranger, user };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Payload = Exclude<InjectOptions['payload'], undefined>;

/** A request as `session` (none: no session), with a JSON body when one is given. */
export const call = (t: TestApp, method: Method, url: string, session?: Session, payload?: Payload) =>
  t.app.inject({ method, url, headers: session?.headers, ...(payload === undefined ? {} : { payload }) });

/** A venue of `ownerId` that takes bookings, with one expert offering its sub-service. */
export async function venueWithExpert(t: TestApp, ownerId: number) {
  const { venueId, subId } = await seedBookableVenue(t.db, { ownerId });
  const expert = await createExpert(t.db, { venueId, subServiceIds: [subId] });
  return { venueId, subId, expert };
}

/** Another owner's venue and expert (created directly, not through a session). */
export async function strangersVenue(t: TestApp) {
  const ownerId = (await createOwner(t.db)).id;
  const venue = await createVenue(t.db, { ownerId, name: 'Başka Salon' });
  const expert = await createExpert(t.db, { venueId: venue.id });
  return { venueId: venue.id, expert };
}

/**
 * `write` empties the expert's cached available-times answers: a read repeated before it comes from memory, the
 * same read after it does not (decision 020).
 */
export async function expectTimesDropped(t: TestApp, place: { expertId: number; subId: number }, write: () => Promise<unknown>) {
  const url = `/api/experts/${place.expertId}/available-times?date=${nextWeekday(3)}&service_id=${SAC_KESIMI}&sub_service_id=${place.subId}`;
  const read = () => t.app.inject({ method: 'GET', url });
  expect((await read()).statusCode).toBe(200);
  const hits = t.app.publicCache.stats().hits;
  await read();
  expect(t.app.publicCache.stats().hits, 'the repeated read came from memory').toBe(hits + 1);
  await write();
  const misses = t.app.publicCache.stats().misses;
  await read();
  expect(t.app.publicCache.stats().misses, 'the read after the write was not served from memory').toBe(misses + 1);
}
