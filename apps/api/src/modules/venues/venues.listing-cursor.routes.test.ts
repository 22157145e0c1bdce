import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldTurkish, messages, type VenueListResponse } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createExpert, createOwner, createReview, EDIRNE } from '../../../test/factories';
import { createListedVenue } from '../../../test/listed-venues';

/**
 * Decision 048: the listing's keyset pages. `meta.next` is the cursor of the page's last venue; `after`
 * with it answers the next page, the same venues `page` would, in both orders and with the filters. The venues share
 * a marker so that `q=` isolates them from other files' venues on PostgreSQL.
 */
let t: TestApp;
const marker = `İmleç ${randomUUID().slice(0, 8)}`;
// Names whose folded order differs from their raw order (İ/I, Ç/C, Ş/S), and two with the same name (the id decides).
const NAMES = ['Şule', 'Çınar', 'Ilgın', 'İpek', 'Sude', 'Cem', 'Ada', 'Ada', 'Zeynep'];
const RATINGS = [[5], [], [4, 4], [5, 5, 5], [3], [], [2], [5], [4]];

beforeAll(async () => {
  t = await buildTestApp();
  const ownerId = (await createOwner(t.db)).id;
  for (const [i, name] of NAMES.entries()) {
    const venueId = (await createListedVenue(t.db, { ownerId, name: `${marker} ${name}` })).id;
    const expertId = (await createExpert(t.db, { venueId })).id;
    for (const rating of RATINGS[i]!) await createReview(t.db, { venueId, expertId, rating });
  }
});
afterAll(() => t.close());

const get = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/venues/by-city-category/${EDIRNE.cityId}/1?q=${encodeURIComponent(marker)}${query}`,
  });
const read = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VenueListResponse;
};

/** Every page by `after`, from the first; the ids in the order served and the metas. */
async function walk(query: string, limit: number) {
  const ids: number[] = [];
  const metas: VenueListResponse['meta'][] = [];
  let after: string | null = null;
  let page = 1;
  do {
    const body: VenueListResponse = await read(`${query}&limit=${limit}&page=${page}${after ? `&after=${after}` : ''}`);
    ids.push(...body.data.map((v) => v.id));
    metas.push(body.meta);
    after = body.meta.next;
    page += 1;
  } while (after && page < 50);
  return { ids, metas };
}

describe('GET /venues/by-city-category/:city/:category?after=', () => {
  it.each([
    ['the default order', ''],
    ['the rating order', '&sort=rating'],
    ['the rating order, at least 4 stars', '&sort=rating&min_rating=4'],
  ])('walks %s by cursor through the same venues as the offset pages, once each', async (_name, query) => {
    const all = (await read(`${query}&limit=100`)).data.map((v) => v.id);
    expect(all.length).toBeGreaterThan(3);
    for (const limit of [1, 2, 4]) {
      const { ids, metas } = await walk(query, limit);
      expect(ids).toEqual(all);
      expect(metas.at(-1)!.next).toBeNull();
      expect(metas.slice(0, -1).every((m) => typeof m.next === 'string')).toBe(true);
      expect(metas.every((m) => m.total === all.length && m.limit === limit)).toBe(true);
      // `page` is echoed back with a cursor; without one it is the offset page, the same venues.
      for (const [i, meta] of metas.entries()) {
        expect(meta.page).toBe(i + 1);
        const byOffset = (await read(`${query}&limit=${limit}&page=${i + 1}`)).data.map((v) => v.id);
        expect(byOffset).toEqual(all.slice(i * limit, (i + 1) * limit));
      }
    }
  });

  it('orders by the folded name then the id, so equal names both appear', async () => {
    const { ids } = await walk('', 1);
    const names = (await read('&limit=100')).data.map((v) => v.name.slice(marker.length + 1));
    expect(names).toEqual(['Ada', 'Ada', 'Cem', 'Çınar', 'Ilgın', 'İpek', 'Sude', 'Şule', 'Zeynep']);
    expect(ids).toHaveLength(NAMES.length);
  });

  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['not base64url', '&after=ab%2Bc'],
    ['empty', '&after='],
    ['not JSON', `&after=${Buffer.from('{oops').toString('base64url')}`],
    ['a number', `&after=${encode(5)}`],
    ['a key without the id', `&after=${encode(['ada'])}`],
    ['a key with a fractional id', `&after=${encode(['ada', 1.5])}`],
    ['a key with a negative id', `&after=${encode(['ada', -3])}`],
    ['a key with a NUL in the name', `&after=${encode(['a\u0000', 3])}`],
    ['a default-order key with sort=rating', `&sort=rating&after=${encode(['ada', 3])}`],
    ['a rating key in the default order', `&after=${encode([3.5, 'ada', 3])}`],
    ['a rating key with a text score', `&sort=rating&after=${encode(['3.5', 'ada', 3])}`],
    ['too long', `&after=${'a'.repeat(1025)}`],
  ])('rejects a cursor that is %s with 400 and the Turkish message', async (_name, query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: messages.venues.cursorInvalid });
  });

  it('answers an empty last page with no next cursor after the last venue', async () => {
    const all = (await read('&limit=100')).data;
    const last = all.at(-1)!;
    // The key as the server builds it: the folded name (search_name) and the id.
    const body = await read(`&after=${encode([foldTurkish(last.name), last.id])}`);
    expect(body.data).toEqual([]);
    expect(body.meta.next).toBeNull();
  });
});
