import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_WRITES, type PublicCacheWrite, type WebPublicCacheWrite } from '@randevu/contracts';
import { invalidateAfter, invalidationMap, WEB_ONLY_WRITES, type Write } from './invalidation';
import { queryKeys } from './query-keys';

/**
 * The web map against the server's table. PUBLIC_CACHE_WRITES (contracts) is the server's list of writes
 * that change a public read; apps/api/src/lib/public-cache-writes.test.ts holds it to the services'
 * invalidation call sites. Here every entry must have a row that drops, in a real QueryClient, what the
 * server's call drops: invalidateVenue → the venue's page, the listings, the available times;
 * invalidateExpert → that expert's available times.
 */
// The system's writes (`by: 'system'`) have no web mutation, and after a `by: 'reload'` write the web reloads: no row.
const writes = (Object.keys(PUBLIC_CACHE_WRITES) as PublicCacheWrite[]).filter(
  (w): w is WebPublicCacheWrite => !('by' in PUBLIC_CACHE_WRITES[w]),
);
const venueWrites = writes.filter((w) => PUBLIC_CACHE_WRITES[w].invalidates === 'venue');
const expertWrites = writes.filter((w) => PUBLIC_CACHE_WRITES[w].invalidates === 'expert');

const seeded = {
  venue7: queryKeys.venues.detail(7),
  venue8: queryKeys.venues.detail(8),
  list: queryKeys.venues.list({ cityId: 34, categoryId: 1, q: 'kuaför' }),
  times3: queryKeys.availableTimes.day({ expertId: 3, date: '2026-12-01', serviceId: 5, subServiceId: null }),
  times4: queryKeys.availableTimes.day({ expertId: 4, date: '2026-12-01', serviceId: 5, subServiceId: 9 }),
  faqs7: queryKeys.owner.venueFaqs(7),
  images7: queryKeys.owner.venueImages(7),
  experts7: queryKeys.owner.experts.venue(7),
  subServices7: queryKeys.owner.subServices.venue(7),
  myVenues: queryKeys.owner.venues.list(),
  categories7: queryKeys.owner.venues.categories(7),
  ownerList: queryKeys.owner.appointments.list({ venueId: 7 }),
  badge: queryKeys.owner.appointments.summary(7),
  mine: queryKeys.myAppointments(),
  cities: queryKeys.locations.cities(),
} satisfies Record<string, QueryKey>;
type Seeded = keyof typeof seeded;

/** The seeded queries that `write` leaves invalidated. */
async function invalidatedBy<W extends Write>(write: W, ids: Parameters<(typeof invalidationMap)[W]>[0]): Promise<Seeded[]> {
  const client = new QueryClient();
  for (const key of Object.values(seeded)) client.setQueryData(key, { seeded: true });
  await invalidateAfter(client, write, ids);
  return (Object.keys(seeded) as Seeded[]).filter((name) => client.getQueryState(seeded[name])?.isInvalidated);
}

describe('the invalidation map', () => {
  it("has one row per write of the server table and per web-only write (the owner's reply and report), and no other", () => {
    expect(Object.keys(invalidationMap).sort()).toEqual([...writes, ...WEB_ONLY_WRITES].sort());
    expect(venueWrites).toHaveLength(37);
    expect(expertWrites).toHaveLength(7);
  });

  it.each(venueWrites)('%s: drops the venue page, every listing and the available times, not another venue', async (write) => {
    const dropped = await invalidatedBy(write, { venueId: 7 });
    expect(dropped).toEqual(expect.arrayContaining(['venue7', 'list', 'times3', 'times4']));
    expect(dropped).not.toContain('venue8');
    expect(dropped).not.toContain('cities');
  });

  it.each(expertWrites)(
    "%s: drops the expert's available times only, or every expert's when the answer does not name one",
    async (write) => {
      const dropped = await invalidatedBy(write, { expertId: 3 });
      expect(dropped).toContain('times3');
      expect(dropped).not.toContain('times4');
      expect(dropped).not.toContain('venue7');
      expect(dropped).not.toContain('list');
      expect(await invalidatedBy(write, {})).toEqual(expect.arrayContaining(['times3', 'times4']));
    },
  );

  it("drops the owner's lists each write changes", async () => {
    const owned = async <W extends Write>(write: W, ids: Parameters<(typeof invalidationMap)[W]>[0]) =>
      (await invalidatedBy(write, ids)).filter((name) => !['venue7', 'list', 'times3', 'times4'].includes(name));
    expect(await owned('venue.created', { venueId: 7 })).toEqual(['myVenues']);
    expect(await owned('venue.updated', { venueId: 7 })).toEqual(['myVenues', 'categories7']);
    expect(await owned('venueImage.uploaded', { venueId: 7 })).toEqual(['images7']);
    expect(await owned('venueImage.deleted', { venueId: 7 })).toEqual(['images7']);
    for (const write of ['faq.created', 'faq.updated', 'faq.deleted'] as const) {
      expect(await owned(write, { venueId: 7 })).toEqual(['faqs7']);
    }
    expect(await owned('faq.reordered', { venueId: 7 })).toEqual([]);
    for (const write of ['subService.created', 'subService.updated', 'subService.deleted'] as const) {
      expect(await owned(write, { venueId: 7 })).toEqual(['experts7', 'subServices7']);
    }
    for (const write of ['expert.created', 'expert.updated', 'expert.deleted'] as const) {
      expect(await owned(write, { venueId: 7 })).toEqual(['experts7']);
    }
    expect(await owned('appointment.created', { expertId: 3 })).toEqual(['mine']);
    expect(await owned('appointment.cancelled', {})).toEqual(['mine']);
    expect(await owned('appointment.rescheduled', { expertId: 3 })).toEqual(['mine']);
    expect(await owned('appointment.rescheduledByLink', { expertId: 3 })).toEqual(['mine']);
    expect(await owned('appointment.statusChanged', { expertId: 3 })).toEqual(['ownerList', 'badge']);
    expect(await owned('appointment.moved', { expertId: 3 })).toEqual(['ownerList', 'badge']);
    // A review changes the venue's rating; the customer's appointment list offers (or shows) the review.
    expect(await owned('review.created', { venueId: 7 })).toEqual(['mine']);
    expect(await owned('review.updated', { venueId: 7 })).toEqual(['mine']);
    // A corrected or merged customer card: the calendar, the customers' list and the cards, with the owner's list.
    expect(await owned('customer.updated', { venueId: 7 })).toEqual(['ownerList', 'badge']);
    expect(await owned('customer.merged', { venueId: 7 })).toEqual(['ownerList', 'badge']);
  });

  it("the owner's reply drops the venue's public reviews only; a report the owner's reviews only", async () => {
    const client = new QueryClient();
    const keys = {
      ...seeded,
      publicReviews7: queryKeys.venues.reviews(7),
      publicReviews8: queryKeys.venues.reviews(8),
      ownerReviews7: queryKeys.owner.reviews(7),
    } satisfies Record<string, QueryKey>;
    const dropped = async (run: () => Promise<void>) => {
      for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
      await run();
      return (Object.keys(keys) as (keyof typeof keys)[]).filter((name) => client.getQueryState(keys[name])?.isInvalidated);
    };
    expect(await dropped(() => invalidateAfter(client, 'review.replied', { venueId: 7 }))).toEqual(['publicReviews7']);
    client.clear();
    expect(await dropped(() => invalidateAfter(client, 'review.reported', { venueId: 7 }))).toEqual(['ownerReviews7']);
  });
});

describe('the rule writes (the availability rules page and API)', () => {
  const rules = queryKeys.owner.availabilityRules;
  const keys = {
    ...seeded,
    timeOff7of3: rules.timeOff(7, 3),
    timeOff7of4: rules.timeOff(7, 4),
    closures7: rules.closures(7),
    closures8: rules.closures(8),
    holidays2026: rules.holidays(7, 2026),
    holidays2027: rules.holidays(7, 2027),
    bookingRules7: rules.bookingRules(7),
    calendar7: queryKeys.owner.appointments.calendar(7, '2030-03-11', '2030-03-17'),
    calendar8: queryKeys.owner.appointments.calendar(8, '2030-03-11', '2030-03-17'),
  } satisfies Record<string, QueryKey>;
  async function dropped(run: (client: QueryClient) => Promise<void>) {
    const client = new QueryClient();
    for (const key of Object.values(keys)) client.setQueryData(key, { seeded: true });
    await run(client);
    return (Object.keys(keys) as (keyof typeof keys)[]).filter((name) => client.getQueryState(keys[name])?.isInvalidated);
  }

  const venue = ['venue7', 'list', 'times3', 'times4'];

  it("time off drops the whole venue, as the server's invalidateVenue does, the expert's time-off list and the venue's calendar", async () => {
    for (const write of ['timeOff.created', 'timeOff.deleted'] as const) {
      expect(await dropped((c) => invalidateAfter(c, write, { venueId: 7, expertId: 3 }))).toEqual([
        ...venue,
        'timeOff7of3',
        'calendar7',
      ]);
    }
  });

  it('a closure, a holiday or the booking rules drop the whole venue and their own list; closures and holidays the calendar too', async () => {
    for (const write of ['closure.created', 'closure.deleted'] as const) {
      expect(await dropped((c) => invalidateAfter(c, write, { venueId: 7 }))).toEqual([...venue, 'closures7', 'calendar7']);
    }
    expect(await dropped((c) => invalidateAfter(c, 'holiday.updated', { venueId: 7 }))).toEqual([
      ...venue,
      'holidays2026',
      'holidays2027',
      'calendar7',
    ]);
    expect(await dropped((c) => invalidateAfter(c, 'bookingRules.updated', { venueId: 7 }))).toEqual([...venue, 'bookingRules7']);
  });
});
