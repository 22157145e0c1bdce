import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type VenueCard } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createExpert, createOwner, createReview, EDIRNE } from '../../../test/factories';
import { createListedVenue } from '../../../test/listed-venues';
import { invalid } from '../../../test/fixtures';

/**
 * Decision 039: the listing's `sort=rating` (Bayesian: (sum + 3.5 × 5) / (count + 5)) and `min_rating`
 * (the plain average), and the rating on every card and on the venue page. The venues share a marker so that the
 * query isolates them from other files' venues on PostgreSQL.
 */
let t: TestApp;
const marker = `Puan ${randomUUID().slice(0, 8)}`;
const ids: Record<string, number> = {};

async function venueWith(name: string, ratings: number[]) {
  const venueId = (await createListedVenue(t.db, { ownerId: (await createOwner(t.db)).id, name: `${marker} ${name}` })).id;
  const expertId = (await createExpert(t.db, { venueId })).id;
  for (const rating of ratings) await createReview(t.db, { venueId, expertId, rating });
  ids[name] = venueId;
}

beforeAll(async () => {
  t = await buildTestApp();
  // Named so that the default order (folded name) is the reverse of the rating order.
  await venueWith('A Yorumsuz', []);
  await venueWith('B Tek Beş', [5]);
  await venueWith('C Yorumsuz', []);
  await venueWith('D On Yorum', [5, 5, 5, 5, 5, 5, 5, 5, 4, 4]);
  await venueWith('E Orta', [3, 4]);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/venues/by-city-category/${EDIRNE.cityId}/1?q=${encodeURIComponent(marker)}${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: VenueCard[]; meta: { total: number } };
};
const names = (body: { data: VenueCard[] }) => body.data.map((v) => v.name.slice(marker.length + 1));

describe('the listing by rating', () => {
  it('keeps the default order, and every card carries rating_average (one decimal, null without reviews) and rating_count', async () => {
    const body = await list();
    expect(names(body)).toEqual(['A Yorumsuz', 'B Tek Beş', 'C Yorumsuz', 'D On Yorum', 'E Orta']);
    const byName = Object.fromEntries(body.data.map((v) => [v.id, [v.rating_average, v.rating_count]]));
    expect(byName[ids['D On Yorum']!]).toEqual([4.8, 10]);
    expect(byName[ids['B Tek Beş']!]).toEqual([5, 1]);
    expect(byName[ids['E Orta']!]).toEqual([3.5, 2]);
    expect(byName[ids['A Yorumsuz']!]).toEqual([null, 0]);
  });

  it('sort=rating: ten reviews averaging 4.8 rank above one 5; ties (3 and 4 weigh as much as none) keep the default order', async () => {
    expect(names(await list('&sort=rating'))).toEqual(['D On Yorum', 'B Tek Beş', 'A Yorumsuz', 'C Yorumsuz', 'E Orta']);
  });

  it('min_rating filters by the plain average, the total too', async () => {
    const five = await list('&min_rating=5');
    expect(names(five)).toEqual(['B Tek Beş']);
    expect(five.meta.total).toBe(1);
    expect(names(await list('&min_rating=4&sort=rating'))).toEqual(['D On Yorum', 'B Tek Beş']);
    expect(names(await list('&min_rating=1'))).toEqual(['B Tek Beş', 'D On Yorum', 'E Orta']);
  });

  it('refuses an unknown sort and a min_rating outside 1..5 with the Turkish texts', async () => {
    for (const [query, field, message] of [
      ['&sort=best', 'sort', messages.venues.sortInvalid],
      ['&min_rating=0', 'min_rating', messages.venues.minRatingInvalid],
      ['&min_rating=6', 'min_rating', messages.venues.minRatingInvalid],
      ['&min_rating=4.5', 'min_rating', messages.venues.minRatingInvalid],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/venues/by-city-category/${EDIRNE.cityId}/1?q=x${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual(invalid(field, message));
    }
  });

  it('the venue page carries the same rating', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/venues/${ids['D On Yorum']}` });
    expect(res.json().data).toMatchObject({ rating_average: 4.8, rating_count: 10 });
    const none = await t.app.inject({ method: 'GET', url: `/api/venues/${ids['A Yorumsuz']}` });
    expect(none.json().data).toMatchObject({ rating_average: null, rating_count: 0 });
  });
});
