import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { createSubService, createVenue, SAC_KESIMI } from '../../../test/factories';
import { useSubServicesSuite } from './sub-services.test-suite';

const m = messages.subServices;

const { s, call } = useSubServicesSuite();

describe('GET /api/my-sub-services and GET /api/sub-services/{id}', () => {
  it("lists only the owner's live sub-services, filtered by venue when asked", async () => {
    // One in each of the owner's venues: the list spans them (the POST tests, once in this file, made the first).
    await createSubService(s.t.db, { venueId: s.venueId });
    const otherVenueId = (await createVenue(s.t.db, { ownerId: s.owner.user.id, name: 'İkinci Salon' })).id;
    const mine = await createSubService(s.t.db, { venueId: otherVenueId, name: 'İkinci Salon Kesimi' });
    const deleted = await createSubService(s.t.db, {
      venueId: otherVenueId,
      name: 'Silinmiş',
      deletedAt: new Date(),
      isActive: false,
    });
    const theirs = await createSubService(s.t.db, { venueId: s.strangerVenueId });

    const all = (await call('GET', '/api/my-sub-services', s.owner)).json().data as { id: number; venue_id: number }[];
    expect(all.map((s) => s.id)).toContain(mine.id);
    expect(all.some((x) => x.venue_id === s.venueId)).toBe(true);
    expect(all.map((s) => s.id)).not.toContain(deleted.id);
    expect(all.map((s) => s.id)).not.toContain(theirs.id);

    const res = await call('GET', `/api/my-sub-services?venue_id=${otherVenueId}`, s.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: mine.id,
        venue_id: otherVenueId,
        service_id: SAC_KESIMI,
        name: 'İkinci Salon Kesimi',
        description: null,
        price: 400,
        duration_minutes: 45,
        buffer_minutes: 0,
        is_active: true,
        service: { id: SAC_KESIMI, name: 'Saç Kesimi', category_id: 1 },
      },
    ]);
  });

  it("answers one sub-service for the edit form, and 404 for another owner's, a deleted or an unknown one", async () => {
    const mine = await createSubService(s.t.db, { venueId: s.venueId });
    const res = await call('GET', `/api/sub-services/${mine.id}`, s.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: mine.id, name: mine.name, price: 400 });

    const theirs = await createSubService(s.t.db, { venueId: s.strangerVenueId });
    const deleted = await createSubService(s.t.db, { venueId: s.venueId, deletedAt: new Date(), isActive: false });
    for (const id of [theirs.id, deleted.id, 999_999]) {
      const miss = await call('GET', `/api/sub-services/${id}`, s.owner);
      expect(miss.statusCode).toBe(404);
      expect(miss.json().message).toBe(m.notFound);
    }
  });

  it('answers 401 and 403 on both reads', async () => {
    expect((await call('GET', '/api/my-sub-services', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/my-sub-services', s.user)).statusCode).toBe(403);
    expect((await call('GET', '/api/sub-services/1', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/sub-services/1', s.user)).statusCode).toBe(403);
  });
});
