import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VENUE_ALTERNATIVES } from '@randevu/contracts';
import { useTestApp, type TestApp } from '../../../test/build-test-app';
import { createOwner } from '../../../test/factories';
import { createListedVenue } from '../../../test/listed-venues';
import { venues } from '../../db/schema/venues';

const app = useTestApp();
let t: TestApp;
beforeAll(() => ({ t } = app));

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A venue the listing shows: published and able to take a booking (decision 074). */
const bookableVenue = (ownerId: number, name: string, categoryIds: number[]) =>
  createListedVenue(t.db, { ownerId, name, categoryIds });

describe('GET /api/venues/:id/alternatives', () => {
  it("offers a removed venue's visitors the published venues of its city in its first category, itself left out", async () => {
    const owner = await createOwner(t.db);
    const gone = await bookableVenue(owner.id, 'Alternatif Kapanan', [3]);
    const others = [];
    for (const name of ['Alternatif A', 'Alternatif B', 'Alternatif C', 'Alternatif D', 'Alternatif E'])
      others.push(await bookableVenue(owner.id, name, [3]));
    await bookableVenue(owner.id, 'Alternatif Başka Kategori', [1]);
    await t.db.update(venues).set({ isActive: false }).where(eq(venues.id, gone.id));

    const res = await get(`/api/venues/${gone.id}/alternatives`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; name: string; prefix: string }[];
    expect(data).toHaveLength(VENUE_ALTERNATIVES);
    expect(data.map((v) => v.name)).toEqual(['Alternatif A', 'Alternatif B', 'Alternatif C', 'Alternatif D']);
    expect(data.map((v) => v.id)).not.toContain(gone.id);
    expect(Object.keys(data[0]!)).toEqual(expect.arrayContaining(['id', 'prefix', 'name', 'address', 'city', 'image_url']));
    expect((await get(`/api/venues/${gone.id}`)).statusCode).toBe(404);
    expect(others).toHaveLength(5);
  });

  it('offers nothing for an id that names no venue, and answers 400 for an id that is not one', async () => {
    const none = await get('/api/venues/2147483000/alternatives');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ success: true, data: [] });
    const bad = await get('/api/venues/abc/alternatives');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});
