import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { createSubService, SAC_BOYAMA, SAC_KESIMI } from '../../../test/factories';
import { subServices } from '../../db/schema';
import { SUB_SERVICE, useSubServicesSuite } from './sub-services.test-suite';

const m = messages.subServices;
const EV_TEMIZLIGI = 201; // catalogue service of category 2 (Temizlik)

const { s, call, body, uniqueName, rowOf } = useSubServicesSuite();

describe('POST /api/sub-services', () => {
  it('creates a sub-service, stores the price in kuruş and answers 201 with the parent service', async () => {
    const res = await call('POST', '/api/sub-services', s.owner, body({ name: '  Uzun Saç Kesimi  ' }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      venue_id: s.venueId,
      ...SUB_SERVICE,
      buffer_minutes: 0,
      is_active: true,
      service: { id: SAC_KESIMI, name: 'Saç Kesimi', category_id: 1 },
    });
    expect(await rowOf(data.id)).toMatchObject({ priceKurus: 27550, durationMinutes: 45, deletedAt: null });
  });

  it('accepts form strings: a decimal comma price, a minutes string and an empty description', async () => {
    const res = await call(
      'POST',
      '/api/sub-services',
      s.owner,
      body({ name: uniqueName(), price: '99,90', duration_minutes: '30', description: '' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ price: 99.9, duration_minutes: 30, description: null });
  });

  it('answers each field its Turkish message when nothing is filled in', async () => {
    const res = await call('POST', '/api/sub-services', s.owner, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      venue_id: m.venueRequired,
      service_id: m.serviceRequired,
      name: m.fieldsRequired,
      price: m.fieldsRequired,
      duration_minutes: m.fieldsRequired,
    });
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', m.fieldsRequired],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name', m.nameTooLong],
    ['a description over 1000 characters', { description: 'a'.repeat(1001) }, 'description', m.descriptionTooLong],
    ['no service', { service_id: '' }, 'service_id', m.serviceRequired],
    ['an empty price', { price: '' }, 'price', m.fieldsRequired],
    ['a zero price', { price: 0 }, 'price', m.priceInvalid],
    ['a negative price', { price: -5 }, 'price', m.priceInvalid],
    ['a price with three decimals', { price: 10.005 }, 'price', m.priceInvalid],
    ['a price that is not a number', { price: 'abc' }, 'price', m.priceInvalid],
    ['an empty duration', { duration_minutes: '' }, 'duration_minutes', m.fieldsRequired],
    ['a zero duration', { duration_minutes: 0 }, 'duration_minutes', m.durationInvalid],
    ['a fractional duration', { duration_minutes: 1.5 }, 'duration_minutes', m.durationInvalid],
    ['a duration over 600 minutes', { duration_minutes: 601 }, 'duration_minutes', m.durationInvalid],
  ])('refuses %s with 400 and the Turkish message', async (_title, over, field, message) => {
    const res = await call('POST', '/api/sub-services', s.owner, body({ name: uniqueName(), ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: message } });
  });

  it("refuses a service outside the venue's categories with 400", async () => {
    const res = await call('POST', '/api/sub-services', s.owner, body({ name: uniqueName(), service_id: EV_TEMIZLIGI }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: m.serviceNotInVenue, errors: { service_id: m.serviceNotInVenue } });
  });

  it('refuses a name already used in the same venue and service, whatever its case, with 409', async () => {
    const name = uniqueName('Çocuk Kesimi');
    expect((await call('POST', '/api/sub-services', s.owner, body({ name }))).statusCode).toBe(201);
    const res = await call('POST', '/api/sub-services', s.owner, body({ name: name.toLocaleUpperCase('tr-TR') }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SUB_SERVICE_NAME_TAKEN', message: m.nameTaken });
    // The same name under another service is a different sub-service.
    expect((await call('POST', '/api/sub-services', s.owner, body({ name, service_id: SAC_BOYAMA }))).statusCode).toBe(201);
  });

  it("answers 404 for another owner's venue and creates nothing", async () => {
    const name = uniqueName('Yabancı');
    const res = await call('POST', '/api/sub-services', s.owner, body({ venue_id: s.strangerVenueId, name }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.venues.notFound);
    expect(await s.t.db.select().from(subServices).where(eq(subServices.name, name))).toEqual([]);
  });

  it('answers 401 without a session before reading the body, and 403 to a user', async () => {
    const anonymous = await call('POST', '/api/sub-services', null, { price: 'x' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(messages.common.unauthorized);
    const asUser = await call('POST', '/api/sub-services', s.user, body({ name: uniqueName() }));
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().message).toBe(messages.common.forbidden);
  });
});

describe('PUT /api/sub-services/{id}', () => {
  const update = (over: Record<string, unknown> = {}) => ({
    name: 'Güncel Kesim',
    description: 'Yeni açıklama',
    price: 500,
    duration_minutes: 60,
    ...over,
  });

  it('updates name, description, price, duration and the active flag, never the parent service', async () => {
    const sub = await createSubService(s.t.db, { venueId: s.venueId });
    const res = await call('PUT', `/api/sub-services/${sub.id}`, s.owner, {
      ...update({ is_active: false }),
      service_id: SAC_BOYAMA,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: sub.id,
      service_id: SAC_KESIMI,
      name: 'Güncel Kesim',
      description: 'Yeni açıklama',
      price: 500,
      duration_minutes: 60,
      is_active: false,
    });
    expect(await rowOf(sub.id)).toMatchObject({ priceKurus: 50000, serviceId: SAC_KESIMI, isActive: false });
  });

  it('keeps the active flag and the description when the body leaves them out', async () => {
    const sub = await createSubService(s.t.db, { venueId: s.venueId, description: 'Eski', isActive: false });
    const res = await call('PUT', `/api/sub-services/${sub.id}`, s.owner, {
      name: uniqueName(),
      price: 100,
      duration_minutes: 30,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ description: 'Eski', is_active: false });
  });

  it.each([
    ['a blank name', { name: '' }, 'name', m.fieldsRequired],
    ['a zero price', { price: 0 }, 'price', m.priceInvalid],
    ['a duration over 600 minutes', { duration_minutes: 601 }, 'duration_minutes', m.durationInvalid],
  ])('refuses %s with 400 and the Turkish message', async (_title, over, field, message) => {
    const sub = await createSubService(s.t.db, { venueId: s.venueId });
    const res = await call('PUT', `/api/sub-services/${sub.id}`, s.owner, update(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('refuses a name another sub-service of the same service uses with 409', async () => {
    const a = await createSubService(s.t.db, { venueId: s.venueId });
    const b = await createSubService(s.t.db, { venueId: s.venueId });
    const res = await call('PUT', `/api/sub-services/${b.id}`, s.owner, update({ name: a.name }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.nameTaken);
    expect((await rowOf(b.id)).name).toBe(b.name);
  });

  it("answers 404 for another owner's sub-service and leaves it unchanged", async () => {
    const theirs = await createSubService(s.t.db, { venueId: s.strangerVenueId });
    const res = await call('PUT', `/api/sub-services/${theirs.id}`, s.owner, update());
    expect(res.statusCode).toBe(404);
    expect(await rowOf(theirs.id)).toMatchObject({ name: theirs.name, priceKurus: theirs.priceKurus });
  });

  it('answers 401 without a session before validating, and 403 to a user', async () => {
    expect((await call('PUT', '/api/sub-services/1', null, { name: '' })).statusCode).toBe(401);
    expect((await call('PUT', '/api/sub-services/1', s.user, update())).statusCode).toBe(403);
  });
});
