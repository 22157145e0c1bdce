import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { SAC_KESIMI } from '../../../test/factories';
import { body, kadikoy, useOwnerVenuesSuite } from './owner-venues.test-suite';

const { s, createMine } = useOwnerVenuesSuite();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session | null, payload?: object) =>
  s.t.app.inject({ method, url, payload, headers: session?.headers ?? {} });

/** Whether the public listing of Kadıköy / Güzellik finds the venue by its name. */
async function listed(name: string): Promise<boolean> {
  const res = await call('GET', `/venues/by-city-category/${kadikoy.city_id}/1?q=${encodeURIComponent(name)}`, null);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { name: string }[]).some((v) => v.name === name);
}

/** A sub-service, an expert with Tuesday hours and the assignment: what makes the venue able to take a booking. */
async function makeReady(venueId: number, session: Session = s.owner) {
  const sub = await call('POST', '/api/sub-services', session, {
    venue_id: venueId,
    service_id: SAC_KESIMI,
    name: 'Kısa Kesim',
    price: 350,
    duration_minutes: 30,
  });
  expect(sub.statusCode).toBe(201);
  const expert = await call('POST', '/api/owner/experts', session, {
    venue_id: venueId,
    name: 'Derya Sarı',
    working_hours: { tuesday: ['10:00', '14:00'] },
  });
  expect(expert.statusCode).toBe(201);
  const ids = { subServiceId: sub.json().data.id as number, expertId: expert.json().data.id as number };
  const assign = await call('POST', `/api/owner/experts/${ids.expertId}/sub-services`, session, {
    sub_service_id: ids.subServiceId,
  });
  expect(assign.statusCode).toBe(201);
  return ids;
}

const goLive = async (venueId: number) => (await call('GET', `/api/owner/venues/${venueId}/go-live`, s.owner)).json().data;

describe('a venue goes live only when it can take a booking (decision 074)', () => {
  it('keeps a new unpublished venue out of the listing until it can take a booking and is published', async () => {
    const name = 'Yayın Deneme Kuaför';
    const venue = await createMine(s.owner, { name, is_published: false });
    expect(await listed(name)).toBe(false);
    expect(await goLive(venue.id)).toEqual({
      is_published: false,
      is_bookable: false,
      is_listed: false,
      active_sub_services: 0,
      experts: 0,
      experts_without_hours: 0,
      experts_without_services: 0,
      images: 0,
      holidays_answered: false,
    });
    // The public page answers as before (the spec's GET /venues/{id}).
    expect((await call('GET', `/venues/${venue.id}`, null)).statusCode).toBe(200);

    const refused = await call('PUT', `/api/owner/venues/${venue.id}/publication`, s.owner, { is_published: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: messages.ownerVenues.goLive.notBookable });
    expect((await goLive(venue.id)).is_published).toBe(false);

    await makeReady(venue.id);
    expect(await goLive(venue.id)).toMatchObject({ is_bookable: true, is_listed: false, active_sub_services: 1, experts: 1 });
    expect(await listed(name)).toBe(false);

    const published = await call('PUT', `/api/owner/venues/${venue.id}/publication`, s.owner, { is_published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ is_published: true, is_bookable: true, is_listed: true });
    expect(await listed(name)).toBe(true);
    const mine = (await call('GET', '/api/owner/my-venues', s.owner)).json().data as { id: number; is_listed: boolean }[];
    expect(mine.find((v) => v.id === venue.id)).toMatchObject({ is_published: true, is_bookable: true, is_listed: true });

    const hidden = await call('PUT', `/api/owner/venues/${venue.id}/publication`, s.owner, { is_published: false });
    expect(hidden.json().data).toMatchObject({ is_published: false, is_listed: false });
    expect(await listed(name)).toBe(false);
  });

  it('lists a venue created without the field (a client of the spec) as soon as it can take a booking', async () => {
    const name = 'Spec İstemcisi Kuaför';
    const venue = await createMine(s.owner, { name });
    expect(await listed(name)).toBe(false);
    await makeReady(venue.id);
    expect(await listed(name)).toBe(true);
  });

  it('takes the venue out when its last option or its last expert stops, and back when they return', async () => {
    const name = 'Son Uzman Kuaför';
    const venue = await createMine(s.owner, { name });
    const { subServiceId, expertId } = await makeReady(venue.id);
    expect(await listed(name)).toBe(true);

    const off = await call('PUT', `/api/sub-services/${subServiceId}`, s.owner, {
      name: 'Kısa Kesim',
      price: 350,
      duration_minutes: 30,
      is_active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(await listed(name)).toBe(false);
    expect(await goLive(venue.id)).toMatchObject({ is_bookable: false, active_sub_services: 0, experts_without_services: 1 });
    await call('PUT', `/api/sub-services/${subServiceId}`, s.owner, {
      name: 'Kısa Kesim',
      price: 350,
      duration_minutes: 30,
      is_active: true,
    });
    expect(await listed(name)).toBe(true);

    const expertOff = await call('PUT', `/api/owner/experts/${expertId}`, s.owner, { name: 'Derya Sarı', is_active: false });
    expect(expertOff.statusCode).toBe(200);
    expect(await listed(name)).toBe(false);
    await call('PUT', `/api/owner/experts/${expertId}`, s.owner, {
      name: 'Derya Sarı',
      is_active: true,
      working_hours: { tuesday: ['10:00', '14:00'] },
    });
    expect(await listed(name)).toBe(true);

    // Hours taken away: the expert is flagged and the venue leaves the listing.
    await call('PUT', `/api/owner/experts/${expertId}`, s.owner, { name: 'Derya Sarı', is_active: true, working_hours: {} });
    expect(await goLive(venue.id)).toMatchObject({ is_bookable: false, experts_without_hours: 1 });
    expect(await listed(name)).toBe(false);

    expect((await call('DELETE', `/api/owner/experts/${expertId}`, s.owner)).statusCode).toBeLessThan(300);
    expect(await goLive(venue.id)).toMatchObject({ is_bookable: false, experts: 0 });
  });

  it('keeps the listing total equal to the listed venues', async () => {
    const drift = await queryRows(
      s.t.db,
      sql`select n.city_id, n.category_id from venue_listing_counts n
          where n.venues <> (select count(*) from venues v join venue_categories vc on vc.venue_id = v.id
                             where v.is_listed and v.city_id = n.city_id and vc.category_id = n.category_id)`,
    );
    expect(drift).toEqual([]);
  });
});

describe('PUT /api/owner/venues/{id}/publication and GET …/go-live: who may', () => {
  it('answers 401 without a session, 403 to a customer, 404 for another owner and changes nothing', async () => {
    const venue = await createMine(s.owner, { name: 'Yetki Kuaför', is_published: false });
    await makeReady(venue.id);
    const other = await registerOwner(s.t.app);
    const customer = await registerUser(s.t.app);
    const url = `/api/owner/venues/${venue.id}/publication`;
    expect((await call('PUT', url, null, { is_published: true })).statusCode).toBe(401);
    expect((await call('PUT', url, customer, { is_published: true })).statusCode).toBe(403);
    const foreign = await call('PUT', url, other, { is_published: true });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(messages.venues.notFound);
    expect((await call('GET', `/api/owner/venues/${venue.id}/go-live`, other)).statusCode).toBe(404);
    expect((await call('PUT', '/api/owner/venues/999999/publication', s.owner, { is_published: true })).statusCode).toBe(404);
    expect((await goLive(venue.id)).is_published).toBe(false);
  });

  it('rejects a body without a boolean with 400 and the Turkish message', async () => {
    const venue = await createMine(s.owner, { name: 'Gövde Kuaför' });
    const res = await call('PUT', `/api/owner/venues/${venue.id}/publication`, s.owner, { is_published: 'evet' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.ownerVenues.goLive.publishInvalid);
  });

  it('creates through the spec body unchanged (no new field needed) and answers the new flags', async () => {
    const res = await call('POST', '/api/owner/venues', s.owner, body({ name: 'Alan Kuaför' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ is_active: true, is_published: true, is_bookable: false, is_listed: false });
  });
});
