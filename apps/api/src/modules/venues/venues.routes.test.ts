import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages, venueCardSchema, venueDetailSchema } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  EDIRNE,
  SAC_BOYAMA,
  SAC_KESIMI,
  createAppointment,
  createExpert,
  createFaq,
  createImage,
  createOwner,
  createSubService,
  createVenue,
} from '../../../test/factories';
import { expertServices } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /venues/:id', () => {
  let fixture: Awaited<ReturnType<typeof arrangeFullVenue>>;
  beforeAll(async () => {
    fixture = await arrangeFullVenue();
  });

  async function arrangeFullVenue() {
    const owner = await createOwner(t.db, { email: 'gizli.sahip@example.com', businessName: 'Gizli Holding' });
    const venue = await createVenue(t.db, {
      ownerId: owner.id,
      name: 'Işıl Güzellik Salonu',
      categoryIds: [1, 2],
      hours: {
        monday: ['09:00', '18:00'],
        tuesday: ['09:00', '18:00'],
        wednesday: ['09:00', '18:00'],
        thursday: ['09:00', '18:00'],
        friday: ['09:00', '19:30'],
        saturday: ['08:30', '16:00'],
      },
    });
    const oldProfile = await createImage(t.db, { venueId: venue.id, imageType: 'profile', path: 'venues/old.jpg' });
    const profile = await createImage(t.db, { venueId: venue.id, imageType: 'profile', path: 'venues/profile.jpg' });
    const gallery2 = await createImage(t.db, {
      venueId: venue.id,
      imageType: 'gallery',
      path: 'https://cdn.example.com/g2.jpg',
      sortOrder: 2,
    });
    const gallery1 = await createImage(t.db, { venueId: venue.id, imageType: 'gallery', path: '/demo/g1.svg', sortOrder: 1 });
    const kadin = await createSubService(t.db, {
      venueId: venue.id,
      name: 'Kadın Saç Kesimi',
      priceKurus: 45000,
      durationMinutes: 60,
    });
    const kisa = await createSubService(t.db, {
      venueId: venue.id,
      name: 'Kısa Saç Kesimi',
      priceKurus: 35050,
      durationMinutes: 45,
      description: 'Omuz üstü',
    });
    const hidden = await createSubService(t.db, { venueId: venue.id, name: 'Eski Kesim', priceKurus: 10000, isActive: false });
    const elif = await createExpert(t.db, {
      venueId: venue.id,
      name: 'Elif Kaya',
      phone: '5559998877',
      email: 'elif.gizli@example.com',
      bio: 'Renk uzmanı.',
      photoPath: 'experts/elif.jpg',
      hours: { monday: ['10:00', '17:00'], saturday: ['09:00', '14:00'] },
      serviceIds: [SAC_KESIMI, SAC_BOYAMA],
      subServiceIds: [kadin.id, kisa.id, hidden.id],
      subServiceOverrides: { [kisa.id]: { customPriceKurus: 30000, customDurationMinutes: 40, isActive: false } },
    });
    // An inactive assignment of a service the venue otherwise does not offer: it must not surface.
    await t.db.insert(expertServices).values({ expertId: elif.id, serviceId: 103, isActive: false });
    const retired = await createExpert(t.db, { venueId: venue.id, name: 'Emekli Usta', isActive: false });
    const faq = await createFaq(t.db, { venueId: venue.id, question: 'Otopark var mı?', answer: 'Evet, ücretsiz.' });
    await createFaq(t.db, { venueId: venue.id, question: 'Gizli soru?', answer: 'Gizli cevap.', isActive: false });
    await createAppointment(t.db, {
      venueId: venue.id,
      expertId: elif.id,
      startsAt: new Date('2030-01-07T08:00:00Z'),
      customerEmail: 'musteri.gizli@example.com',
      customerFirstName: 'Gizlimusteri',
    });
    return { owner, venue, profile, oldProfile, gallery1, gallery2, kadin, kisa, hidden, elif, retired, faq };
  }

  it('answers the public venue with geography, hours, images, active services, experts and FAQs, under /api and the spec path', async () => {
    const { venue, profile, gallery1, gallery2, kadin, kisa, elif, faq } = fixture;
    for (const url of [`/venues/${venue.id}`, `/api/venues/${venue.id}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(() => venueDetailSchema.strict().parse(body.data)).not.toThrow();
      const d = body.data;
      expect(d).toMatchObject({
        id: venue.id,
        prefix: venue.prefix,
        name: 'Işıl Güzellik Salonu',
        description: 'Edirne merkezde kadın ve erkek kuaförü.',
        address: 'Saraçlar Caddesi No: 12',
        phone: '2842120000',
        email: 'info@isil.example',
        opening_time: '08:30',
        closing_time: '19:30',
        working_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
        working_hours: {
          monday: ['09:00', '18:00'],
          friday: ['09:00', '19:30'],
          saturday: ['08:30', '16:00'],
          sunday: null,
        },
        slot_interval_minutes: 30,
        city_id: EDIRNE.cityId,
        district_id: EDIRNE.districtId,
        neighborhood_id: EDIRNE.neighborhoodId,
        city: { id: 22, name: 'Edirne' },
        district: { id: EDIRNE.districtId, name: 'Merkez' },
        neighborhood: { id: EDIRNE.neighborhoodId, name: expect.any(String) },
        category_ids: [1, 2],
        categories: [
          { id: 1, name: 'Güzellik' },
          { id: 2, name: expect.any(String) },
        ],
        category: { id: 1, name: 'Güzellik' },
        is_active: true,
        profile_image_url: '/uploads/venues/profile.jpg',
        profile_image: { id: profile.id, image_url: '/uploads/venues/profile.jpg' },
        gallery_image_urls: ['/demo/g1.svg', 'https://cdn.example.com/g2.jpg'],
        gallery_images: [
          { id: gallery1.id, image_url: '/demo/g1.svg' },
          { id: gallery2.id, image_url: 'https://cdn.example.com/g2.jpg' },
        ],
      });
      expect(d.services).toEqual([
        { id: SAC_KESIMI, name: 'Saç Kesimi', description: expect.any(String), duration_minutes: 45, price: 350.5 },
        { id: SAC_BOYAMA, name: 'Saç Boyama', description: expect.any(String), duration_minutes: 120, price: 1200 },
      ]);
      expect(d.sub_services).toEqual([
        {
          id: kisa.id,
          venue_id: venue.id,
          service_id: SAC_KESIMI,
          name: 'Kısa Saç Kesimi',
          description: 'Omuz üstü',
          price: 350.5,
          duration_minutes: 45,
          is_active: true,
          service: { name: 'Saç Kesimi' },
        },
        {
          id: kadin.id,
          venue_id: venue.id,
          service_id: SAC_KESIMI,
          name: 'Kadın Saç Kesimi',
          description: null,
          price: 450,
          duration_minutes: 60,
          is_active: true,
          service: { name: 'Saç Kesimi' },
        },
      ]);
      expect(d.experts).toEqual([
        {
          id: elif.id,
          venue_id: venue.id,
          name: 'Elif Kaya',
          specialization: 'Saç Tasarımı',
          experience_years: '8',
          bio: 'Renk uzmanı.',
          specialties: ['Kesim', 'Boya'],
          working_hours: {
            monday: ['10:00', '17:00'],
            tuesday: null,
            wednesday: null,
            thursday: null,
            friday: null,
            saturday: ['09:00', '14:00'],
            sunday: null,
          },
          photo_url: '/uploads/experts/elif.jpg',
          is_active: true,
          active_services: [
            {
              id: SAC_KESIMI,
              name: 'Saç Kesimi',
              service_name: 'Saç Kesimi',
              custom_price: null,
              custom_duration_minutes: null,
              pivot: { is_active: true },
            },
            {
              id: SAC_BOYAMA,
              name: 'Saç Boyama',
              service_name: 'Saç Boyama',
              custom_price: null,
              custom_duration_minutes: null,
              pivot: { is_active: true },
            },
          ],
          active_sub_services: [
            {
              id: kadin.id,
              name: 'Kadın Saç Kesimi',
              price: 450,
              duration_minutes: 60,
              custom_price: null,
              custom_duration_minutes: null,
              description: null,
            },
          ],
        },
      ]);
      expect(d.faqs).toEqual([{ id: faq.id, question: 'Otopark var mı?', answer: 'Evet, ücretsiz.', is_active: true }]);
    }
  });

  it('never leaks owner data, expert contact details, inactive items or appointments', async () => {
    const res = await get(`/venues/${fixture.venue.id}`);
    const text = res.body;
    for (const secret of [
      'gizli.sahip@example.com',
      'Gizli Holding',
      'owner',
      '5559998877',
      'elif.gizli@example.com',
      'Eski Kesim',
      'Emekli Usta',
      'Gizli soru?',
      'Gizlimusteri',
      'musteri.gizli@example.com',
      'appointment',
      'venues/old.jpg',
      'Fön ve Şekillendirme',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('uses the custom price and duration of an active expert sub-service assignment', async () => {
    const owner = await createOwner(t.db);
    const venue = await createVenue(t.db, { ownerId: owner.id });
    const sub = await createSubService(t.db, { venueId: venue.id, name: 'Kadın Saç Kesimi', priceKurus: 40000 });
    await createExpert(t.db, {
      venueId: venue.id,
      subServiceIds: [sub.id],
      subServiceOverrides: { [sub.id]: { customPriceKurus: 52550, customDurationMinutes: 50 } },
    });
    const d = (await get(`/venues/${venue.id}`)).json().data;
    expect(d.experts[0].active_sub_services).toEqual([
      {
        id: sub.id,
        name: sub.name,
        price: 400,
        duration_minutes: 45,
        custom_price: 525.5,
        custom_duration_minutes: 50,
        description: null,
      },
    ]);
  });

  it('falls back to 09:00-18:00, no working days and no images for a bare venue', async () => {
    const owner = await createOwner(t.db);
    const venue = await createVenue(t.db, { ownerId: owner.id, hours: {}, categoryIds: [] });
    const d = (await get(`/venues/${venue.id}`)).json().data;
    expect(d).toMatchObject({
      opening_time: '09:00',
      closing_time: '18:00',
      working_days: [],
      category_ids: [],
      categories: [],
      category: null,
      profile_image_url: null,
      profile_image: null,
      gallery_image_urls: [],
      gallery_images: [],
      services: [],
      sub_services: [],
      experts: [],
      faqs: [],
    });
  });

  it('answers 404 with the Turkish message for an inactive venue', async () => {
    const owner = await createOwner(t.db);
    const venue = await createVenue(t.db, { ownerId: owner.id, isActive: false });
    const res = await get(`/venues/${venue.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.venues.notFound });
  });

  it('answers 404 for an unknown venue and 400 for an id that is not a number', async () => {
    const unknown = await get('/api/venues/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: messages.venues.notFound });
    const invalid = await get('/venues/abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ success: false, message: messages.locations.invalidId });
  });

  it('reads the venue in a handful of statements, however many experts it has', async () => {
    const owner = await createOwner(t.db);
    const venue = await createVenue(t.db, { ownerId: owner.id });
    const sub = await createSubService(t.db, { venueId: venue.id });
    for (let i = 0; i < 8; i++) await createExpert(t.db, { venueId: venue.id, name: `Uzman ${i}`, subServiceIds: [sub.id] });
    const spy = vi.spyOn(t.db, 'execute');
    const res = await get(`/venues/${venue.id}`);
    expect(res.json().data.experts).toHaveLength(8);
    expect(spy.mock.calls.length).toBeLessThanOrEqual(6);
  });
});

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
    const make = async (key: string, extra: Parameters<typeof createVenue>[1]) => {
      const v = await createVenue(t.db, { ...at, ...extra });
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
      expect(body.meta).toEqual({ total: 5, page: 1, limit: 24 });
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
        // Issue 26: no reviews yet.
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
      expect(p.meta).toEqual({ total: 5, page, limit: 2 });
  });

  it('answers an empty list for a city or category without venues', async () => {
    const res = await get('/venues/by-city-category/81/2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [], meta: { total: 0, page: 1, limit: 24 } });
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
