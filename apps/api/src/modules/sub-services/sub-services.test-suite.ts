import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { SAC_KESIMI } from '../../../test/factories';
import { seedOwnerAndStranger } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { subServices } from '../../db/schema';

/** What the sub-services route suites share: an app with an owner's venue, a stranger's venue, a user. */
export interface SubServicesSuite {
  t: TestApp;
  owner: Session;
  user: Session;
  venueId: number;
  strangerVenueId: number;
}

/** What a sub-service is created with and answered with as it is. */
export const SUB_SERVICE = {
  service_id: SAC_KESIMI,
  name: 'Uzun Saç Kesimi',
  description: 'Yıkama ve fön dahil',
  price: 275.5,
  duration_minutes: 45,
};

/** The file's suite (opened before its tests, closed after them) and the calls its tests make. */
export function useSubServicesSuite() {
  const s = {} as SubServicesSuite;
  beforeAll(async () => {
    s.t = await buildTestApp({ limits: { appointmentPerIp: 10_000, appointmentPerPhone: 10_000 } });
    const { owner, user, venueId, strangerVenueId } = await seedOwnerAndStranger(s.t);
    Object.assign(s, { owner, user, venueId, strangerVenueId });
  });
  afterAll(() => s.t.close());
  let nameCounter = 0;
  return {
    s,
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session | null, payload?: unknown) =>
      injectAs(s.t.app, method, url, session, payload),
    body: (over: Record<string, unknown> = {}) => ({ venue_id: s.venueId, ...SUB_SERVICE, ...over }),
    uniqueName: (base = 'Kesim') => `${base} ${++nameCounter}`,
    rowOf: async (id: number) => (await s.t.db.select().from(subServices).where(eq(subServices.id, id)))[0]!,
  };
}
