import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages, venueCardSchema } from '@randevu/contracts';
import { useTestApp, type TestApp } from '../../../test/build-test-app';
import { EDIRNE, createImage, createOwner } from '../../../test/factories';
import { createListedVenue } from '../../../test/listed-venues';

const app = useTestApp();
let t: TestApp;
beforeAll(() => ({ t } = app));
afterEach(() => vi.restoreAllMocks());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /venues/by-city-category/:city/:category', () => {
  // Muğla (48) + Temizlik (2): a combination no other test uses (the PostgreSQL run shares one database between
  // files, and owner-venues.dropped-category.test.ts puts a cleaning venue in İstanbul).
  const CITY = 48;
  const CATEGORY = 2;
  let place: { districtId: number; neighborhoodId: number; districtName: string };
  let ids: Record<string, { id: number; prefix: string }>;

  beforeAll(async () => {
    const { rows } = (await t.db.execute(
      sql`select d.id as district_id, d.name as district_name, n.id as neighborhood_id
          from districts d join neighborhoods n on n.district_id = d.id where d.city_id = ${CITY} order by d.id, n.id limit 1`,
    )) as unknown as { rows: { district_id: number; district_name: string; neighborhood_id: number }[] };
    place = {
      districtId: rows[0]!.district_id,
      neighborhoodId: rows[0]!.neighborhood_id,
      districtName: rows[0]!.district_name,
    };
    const owner = await createOwner(t.db);
    const at = { ownerId: owner.id, cityId: CITY, districtId: place.districtId, neighborhoodId: place.neighborhoodId };
    ids = {};
    const make = async (key: string, extra: Parameters<typeof createListedVenue>[1]) => {
      const v = await createListedVenue(t.db, { ...at, ...extra });
      ids[key] = { id: v.id, prefix: v.prefix };
      return v;
    };
    const isil = await make('isil', { ...at, name: 'IŞIL Temizlik', categoryIds: [2, 1] });
    await createImage(t.db, { venueId: isil.id, imageType: 'gallery', path: 'g/second.jpg', sortOrder: 2 });
    await createImage(t.db, { venueId: isil.id, imageType: 'gallery', path: 'g/first.jpg', sortOrder: 1 });
    const sac = await make('sac', { ...at, name: 'Saç ve Halı Yıkama', categoryIds: [2] });
    await createImage(t.db, { venueId: sac.id, imageType: 'gallery', path: 'g/sac.jpg' });
    await createImage(t.db, { venueId: sac.id, imageType: 'profile', path: 'https://cdn.example.com/sac.jpg' });
    await make('cicek', { ...at, name: 'Çiçek Ev Hizmetleri', categoryIds: [2] });
    await make('parlak', { ...at, name: 'Parlak 100% Temizlik', categoryIds: [2] });
    await make('ayna', { ...at, name: 'Ayna Temizlik', categoryIds: [2] });
    await make('pasif', { ...at, name: 'Işıltı Pasif Temizlik', categoryIds: [2], isActive: false });
    await make('guzellik', { ...at, name: 'Işıl Güzellik Yalnız', categoryIds: [1] });
    await make('edirne', { ...at, ...EDIRNE, name: 'Işıl Edirne Temizlik', categoryIds: [2] });
  });

  const list = (query = '') => get(`/venues/by-city-category/${CITY}/${CATEGORY}${query}`);
  const names = (res: Awaited<ReturnType<typeof get>>) => (res.json().data as { name: string }[]).map((v) => v.name);

  it('lists the active venues of the city in the category as cards, sorted by folded name, with paging meta', async () => {
    for (const url of [`/venues/by-city-category/${CITY}/${CATEGORY}`, `/api/venues/by-city-category/${CITY}/${CATEGORY}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.meta).toEqual({ total: 5, page: 1, limit: 24, next: null });
      expect(names(res)).toEqual([
        'Ayna Temizlik',
        'Çiçek Ev Hizmetleri',
        'IŞIL Temizlik',
        'Parlak 100% Temizlik',
        'Saç ve Halı Yıkama',
      ]);
      for (const card of body.data) expect(() => venueCardSchema.strict().parse(card)).not.toThrow();
      const isil = body.data.find((v: { name: string }) => v.name === 'IŞIL Temizlik');
      expect(isil).toEqual({
        id: ids.isil!.id,
        prefix: ids.isil!.prefix,
        name: 'IŞIL Temizlik',
        address: 'Saraçlar Caddesi No: 12',
        city: { id: CITY, name: 'Muğla' },
        district: { id: place.districtId, name: place.districtName },
        categories: [
          { id: 1, name: 'Güzellik' },
          { id: 2, name: expect.any(String) },
        ],
        image_url: '/uploads/g/first.jpg',
        // No reviews yet.
        rating_average: null,
        rating_count: 0,
      });
    }
  });

  it('shows the profile image, else the first gallery image, else null', async () => {
    const data = (await list()).json().data as { name: string; image_url: string | null }[];
    const byName = Object.fromEntries(data.map((v) => [v.name, v.image_url]));
    expect(byName['Saç ve Halı Yıkama']).toBe('https://cdn.example.com/sac.jpg');
    expect(byName['IŞIL Temizlik']).toBe('/uploads/g/first.jpg');
    expect(byName['Ayna Temizlik']).toBeNull();
  });

  it.each([
    ['isil', ['IŞIL Temizlik']],
    ['Işıl', ['IŞIL Temizlik']],
    ['ISIL', ['IŞIL Temizlik']],
    ['sac', ['Saç ve Halı Yıkama']],
    ['SAÇ', ['Saç ve Halı Yıkama']],
    ['cicek ev', ['Çiçek Ev Hizmetleri']],
    ['  hali  ', ['Saç ve Halı Yıkama']],
    ['temizlik', ['Ayna Temizlik', 'IŞIL Temizlik', 'Parlak 100% Temizlik']],
    ['100%', ['Parlak 100% Temizlik']],
    ['%', ['Parlak 100% Temizlik']],
    ['_', []],
    ['yok böyle', []],
  ])('searches q=%j accent- and case-insensitively in Turkish', async (q, expected) => {
    const res = await list(`?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(expected);
    expect(res.json().meta.total).toBe(expected.length);
  });

  it('pages through the results with the total on every page, also past the end', async () => {
    const p1 = (await list('?limit=2&page=1')).json();
    const p2 = (await list('?limit=2&page=2')).json();
    const p3 = (await list('?limit=2&page=3')).json();
    const p9 = (await list('?limit=2&page=9')).json();
    expect(p1.data.map((v: { name: string }) => v.name)).toEqual(['Ayna Temizlik', 'Çiçek Ev Hizmetleri']);
    expect(p2.data.map((v: { name: string }) => v.name)).toEqual(['IŞIL Temizlik', 'Parlak 100% Temizlik']);
    expect(p3.data.map((v: { name: string }) => v.name)).toEqual(['Saç ve Halı Yıkama']);
    expect(p9.data).toEqual([]);
    for (const [page, p] of [
      [1, p1],
      [2, p2],
      [3, p3],
      [9, p9],
    ] as const)
      expect(p.meta).toMatchObject({ total: 5, page, limit: 2 });
    // A next-page cursor while venues follow, none on the last page and past the end.
    expect([p1, p2, p3, p9].map((p) => typeof p.meta.next)).toEqual(['string', 'string', 'object', 'object']);
    expect([p3.meta.next, p9.meta.next]).toEqual([null, null]);
  });

  it('answers an empty list for a city or category without venues', async () => {
    const res = await get('/venues/by-city-category/81/2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [], meta: { total: 0, page: 1, limit: 24, next: null } });
  });

  it.each([['?limit=0'], ['?limit=101'], ['?page=0'], ['?page=abc'], [`?q=${'a'.repeat(101)}`]])(
    'rejects the query %s with 400',
    async (query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    },
  );

  it('rejects a city id that is not a number with 400', async () => {
    const res = await get('/venues/by-city-category/istanbul/2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: messages.locations.invalidId });
  });

  it('reads a page in one statement', async () => {
    const spy = vi.spyOn(t.db, 'execute');
    const res = await list('?q=temizlik&limit=2');
    expect(res.json().data).toHaveLength(2);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
