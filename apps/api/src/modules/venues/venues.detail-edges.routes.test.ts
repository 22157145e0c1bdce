import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@randevu/contracts';
import { useTestApp, type TestApp } from '../../../test/build-test-app';
import { countQueries } from '../../../test/count-queries';
import { eq } from 'drizzle-orm';
import { venues } from '../../db/schema';
import { createExpert, createFaq, createImage, createOwner, createSubService, createVenue } from '../../../test/factories';
import { createListedVenue } from '../../../test/listed-venues';

const app = useTestApp();
let t: TestApp;
beforeAll(() => ({ t } = app));
afterEach(() => vi.restoreAllMocks());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** GET /venues/:id: custom prices, a bare venue, 404 and 400, and the statement count. */
describe('GET /venues/:id', () => {
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

  it('says whether the venue takes bookings: listed once published and bookable, not before (decision 096)', async () => {
    const owner = await createOwner(t.db);
    const bare = await createVenue(t.db, { ownerId: owner.id });
    expect((await get(`/venues/${bare.id}`)).json().data.is_listed).toBe(false);
    const listed = await createListedVenue(t.db, { ownerId: owner.id });
    expect((await get(`/venues/${listed.id}`)).json().data.is_listed).toBe(true);
    const waiting = await createListedVenue(t.db, { ownerId: owner.id });
    await t.db.update(venues).set({ isPublished: false }).where(eq(venues.id, waiting.id));
    const unpublished = await get(`/venues/${waiting.id}`);
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json().data.is_listed).toBe(false);
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

  it('reads the whole page in ONE statement, and an unknown venue in one too', async () => {
    const owner = await createOwner(t.db);
    const venue = await createVenue(t.db, { ownerId: owner.id });
    const sub = await createSubService(t.db, { venueId: venue.id });
    for (let i = 0; i < 3; i++) await createExpert(t.db, { venueId: venue.id, name: `Uzman ${i}`, subServiceIds: [sub.id] });
    await createFaq(t.db, { venueId: venue.id });
    await createImage(t.db, { venueId: venue.id, imageType: 'profile' });
    await createImage(t.db, { venueId: venue.id });
    let data: Record<string, unknown[]> = {};
    const found = await countQueries(t.db, async () => void (data = (await get(`/venues/${venue.id}`)).json().data));
    expect([data.experts, data.sub_services, data.faqs, data.gallery_images].map((a) => a!.length)).toEqual([3, 1, 1, 1]);
    expect(found).toBe(1);
    expect(await countQueries(t.db, async () => expect((await get('/venues/999999')).statusCode).toBe(404))).toBe(1);
  });
});
