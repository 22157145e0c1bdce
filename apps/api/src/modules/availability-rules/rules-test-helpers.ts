import { expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { messages } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import type { OwnerSuite as RulesSuite } from '../../../test/owner-suite';
import { createExpert, createOwner, createVenue, SAC_KESIMI } from '../../../test/factories';
import { nextWeekday, seedBookableVenue } from '../../../test/fixtures';

export {
  openOwnerSuite as openRulesSuite,
  useOwnerSuite as useRulesSuite,
  type OwnerSuite as RulesSuite,
} from '../../../test/owner-suite';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Payload = Exclude<InjectOptions['payload'], undefined>;

/** A request as `session` (none: no session), with a JSON body when one is given. */
export const call = (t: TestApp, method: Method, url: string, session?: Session, payload?: Payload) =>
  t.app.inject({ method, url, headers: session?.headers, ...(payload === undefined ? {} : { payload }) });

/** One appointment of a 409 RULE_CONFLICT's `conflicts`: who, whose, its status and its span in venue wall time. */
export const conflictEntry = (
  appointment: { id: number },
  expert: { id: number; name: string },
  customer_name: string,
  status: string,
  [starts_at, ends_at]: [string, string],
) => ({ id: appointment.id, expert_id: expert.id, expert_name: expert.name, customer_name, status, starts_at, ends_at });

/**
 * The GET of a venue's rule records (`urlOf` its URL) answers 401 without a session, 403 to a user account and
 * 404 for another owner's venue.
 */
export function itGuardsTheVenue(s: RulesSuite, urlOf: (venueId: number) => string) {
  it('answers 401 without a session, 403 to a user account and 404 for another owner’s venue', async () => {
    const { venueId } = await strangersVenue(s.t);
    expect((await call(s.t, 'GET', urlOf(venueId))).statusCode).toBe(401);
    expect((await call(s.t, 'GET', urlOf(venueId), s.user)).statusCode).toBe(403);
    const res = await call(s.t, 'GET', urlOf(venueId), s.owner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.venues.notFound });
  });
}

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
