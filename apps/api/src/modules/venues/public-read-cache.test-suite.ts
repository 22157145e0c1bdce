import { afterAll, beforeAll } from 'vitest';
import { SAC_KESIMI, createExpert } from '../../../test/factories';
import { nextWeekday, seedBookableVenue, slotFields } from '../../../test/fixtures';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeBookable } from '../../../test/listed-venues';
import { registerOwner, type Session } from '../../../test/auth-helpers';

/**
 * What the public-read cache suites share (lib/public-cache.ts, decision record 020): an app, an owner
 * and their bookable venue.
 */
export interface PublicReadCacheSuite {
  t: TestApp;
  owner: Session;
  venueId: number;
  subId: number;
}

export const MONDAY = () => nextWeekday(1);
export const TUESDAY = () => nextWeekday(2);
export const listUrl = (q?: string) => `/api/venues/by-city-category/22/1${q ? `?q=${encodeURIComponent(q)}` : ''}`;

/** The file's suite (opened before its tests, closed after them) and the calls its tests make. */
export function usePublicReadCacheSuite() {
  const s = {} as PublicReadCacheSuite;
  beforeAll(async () => {
    s.t = await buildTestApp();
    s.owner = await registerOwner(s.t.app);
    const { venueId, subId } = await seedBookableVenue(s.t.db, { ownerId: s.owner.user.id, name: 'Önbellek Kuaförü' });
    // Listed (decision 074): the listing reads below need a venue that can take a booking.
    await makeBookable(s.t.db, venueId);
    Object.assign(s, { venueId, subId });
  });
  afterAll(() => s.t.close());

  const timesUrl = (expertId: number, date: string) =>
    `/api/experts/${expertId}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${s.subId}`;
  const guest = (expertId: number, date: string, time: string, phone = '+905321234567') => ({
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    email: `ayse.${phone.slice(-4)}@example.com`,
    phone,
    ...slotFields({ expertId, venueId: s.venueId, subId: s.subId, date, time }),
  });
  return {
    s,
    get: (url: string, headers: Record<string, string> = {}) => s.t.app.inject({ method: 'GET', url, headers }),
    detailUrl: (id = s.venueId) => `/api/venues/${id}`,
    timesUrl,
    times: async (app: TestApp['app'], expertId: number, date: string) =>
      ((await app.inject({ method: 'GET', url: timesUrl(expertId, date) })).json() as { data: string[] }).data,
    guest,
    bookGuest: (app: TestApp['app'], body: ReturnType<typeof guest>) =>
      app.inject({ method: 'POST', url: '/appointments/public', payload: body }),
    newExpert: () => createExpert(s.t.db, { venueId: s.venueId, subServiceIds: [s.subId] }),
  };
}
