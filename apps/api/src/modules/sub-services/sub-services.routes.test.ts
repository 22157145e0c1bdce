import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createSubService, createVenue, SAC_BOYAMA, SAC_KESIMI } from '../../../test/factories';
import { expertSubServices, subServices } from '../../db/schema';
import { addDays, venueWallTimeToInstant } from '../../lib/time';
import { guestBooking, nextWeekday, seedOwnerAndStranger } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';

const m = messages.subServices;
const EV_TEMIZLIGI = 201; // catalogue service of category 2 (Temizlik)

let t: TestApp;
let owner: Session;
let user: Session;
let venueId: number;
let strangerVenueId: number;

const nextMonday = () => nextWeekday(1);

beforeAll(async () => {
  t = await buildTestApp({ limits: { appointmentPerIp: 10_000, appointmentPerPhone: 10_000 } });
  ({ owner, user, venueId, strangerVenueId } = await seedOwnerAndStranger(t));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session | null, payload?: unknown) =>
  injectAs(t.app, method, url, session, payload);

/** What a sub-service is created with and answered with as it is. */
const SUB_SERVICE = {
  service_id: SAC_KESIMI,
  name: 'Uzun Saç Kesimi',
  description: 'Yıkama ve fön dahil',
  price: 275.5,
  duration_minutes: 45,
};
const body = (over: Record<string, unknown> = {}) => ({ venue_id: venueId, ...SUB_SERVICE, ...over });
let nameCounter = 0;
const uniqueName = (base = 'Kesim') => `${base} ${++nameCounter}`;
const rowOf = async (id: number) => (await t.db.select().from(subServices).where(eq(subServices.id, id)))[0]!;

describe('POST /api/sub-services', () => {
  it('creates a sub-service, stores the price in kuruş and answers 201 with the parent service', async () => {
    const res = await call('POST', '/api/sub-services', owner, body({ name: '  Uzun Saç Kesimi  ' }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      venue_id: venueId,
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
      owner,
      body({ name: uniqueName(), price: '99,90', duration_minutes: '30', description: '' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ price: 99.9, duration_minutes: 30, description: null });
  });

  it('answers each field its Turkish message when nothing is filled in', async () => {
    const res = await call('POST', '/api/sub-services', owner, {});
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
    const res = await call('POST', '/api/sub-services', owner, body({ name: uniqueName(), ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: message } });
  });

  it("refuses a service outside the venue's categories with 400", async () => {
    const res = await call('POST', '/api/sub-services', owner, body({ name: uniqueName(), service_id: EV_TEMIZLIGI }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: m.serviceNotInVenue, errors: { service_id: m.serviceNotInVenue } });
  });

  it('refuses a name already used in the same venue and service, whatever its case, with 409', async () => {
    const name = uniqueName('Çocuk Kesimi');
    expect((await call('POST', '/api/sub-services', owner, body({ name }))).statusCode).toBe(201);
    const res = await call('POST', '/api/sub-services', owner, body({ name: name.toLocaleUpperCase('tr-TR') }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SUB_SERVICE_NAME_TAKEN', message: m.nameTaken });
    // The same name under another service is a different sub-service.
    expect((await call('POST', '/api/sub-services', owner, body({ name, service_id: SAC_BOYAMA }))).statusCode).toBe(201);
  });

  it("answers 404 for another owner's venue and creates nothing", async () => {
    const name = uniqueName('Yabancı');
    const res = await call('POST', '/api/sub-services', owner, body({ venue_id: strangerVenueId, name }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.venues.notFound);
    expect(await t.db.select().from(subServices).where(eq(subServices.name, name))).toEqual([]);
  });

  it('answers 401 without a session before reading the body, and 403 to a user', async () => {
    const anonymous = await call('POST', '/api/sub-services', null, { price: 'x' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(messages.common.unauthorized);
    const asUser = await call('POST', '/api/sub-services', user, body({ name: uniqueName() }));
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().message).toBe(messages.common.forbidden);
  });
});

describe('GET /api/my-sub-services and GET /api/sub-services/{id}', () => {
  it("lists only the owner's live sub-services, filtered by venue when asked", async () => {
    const otherVenueId = (await createVenue(t.db, { ownerId: owner.user.id, name: 'İkinci Salon' })).id;
    const mine = await createSubService(t.db, { venueId: otherVenueId, name: 'İkinci Salon Kesimi' });
    const deleted = await createSubService(t.db, {
      venueId: otherVenueId,
      name: 'Silinmiş',
      deletedAt: new Date(),
      isActive: false,
    });
    const theirs = await createSubService(t.db, { venueId: strangerVenueId });

    const all = (await call('GET', '/api/my-sub-services', owner)).json().data as { id: number; venue_id: number }[];
    expect(all.map((s) => s.id)).toContain(mine.id);
    expect(all.some((s) => s.venue_id === venueId)).toBe(true);
    expect(all.map((s) => s.id)).not.toContain(deleted.id);
    expect(all.map((s) => s.id)).not.toContain(theirs.id);

    const res = await call('GET', `/api/my-sub-services?venue_id=${otherVenueId}`, owner);
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
    const mine = await createSubService(t.db, { venueId });
    const res = await call('GET', `/api/sub-services/${mine.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: mine.id, name: mine.name, price: 400 });

    const theirs = await createSubService(t.db, { venueId: strangerVenueId });
    const deleted = await createSubService(t.db, { venueId, deletedAt: new Date(), isActive: false });
    for (const id of [theirs.id, deleted.id, 999_999]) {
      const miss = await call('GET', `/api/sub-services/${id}`, owner);
      expect(miss.statusCode).toBe(404);
      expect(miss.json().message).toBe(m.notFound);
    }
  });

  it('answers 401 and 403 on both reads', async () => {
    expect((await call('GET', '/api/my-sub-services', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/my-sub-services', user)).statusCode).toBe(403);
    expect((await call('GET', '/api/sub-services/1', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/sub-services/1', user)).statusCode).toBe(403);
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
    const sub = await createSubService(t.db, { venueId });
    const res = await call('PUT', `/api/sub-services/${sub.id}`, owner, {
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
    const sub = await createSubService(t.db, { venueId, description: 'Eski', isActive: false });
    const res = await call('PUT', `/api/sub-services/${sub.id}`, owner, { name: uniqueName(), price: 100, duration_minutes: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ description: 'Eski', is_active: false });
  });

  it.each([
    ['a blank name', { name: '' }, 'name', m.fieldsRequired],
    ['a zero price', { price: 0 }, 'price', m.priceInvalid],
    ['a duration over 600 minutes', { duration_minutes: 601 }, 'duration_minutes', m.durationInvalid],
  ])('refuses %s with 400 and the Turkish message', async (_title, over, field, message) => {
    const sub = await createSubService(t.db, { venueId });
    const res = await call('PUT', `/api/sub-services/${sub.id}`, owner, update(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('refuses a name another sub-service of the same service uses with 409', async () => {
    const a = await createSubService(t.db, { venueId });
    const b = await createSubService(t.db, { venueId });
    const res = await call('PUT', `/api/sub-services/${b.id}`, owner, update({ name: a.name }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.nameTaken);
    expect((await rowOf(b.id)).name).toBe(b.name);
  });

  it("answers 404 for another owner's sub-service and leaves it unchanged", async () => {
    const theirs = await createSubService(t.db, { venueId: strangerVenueId });
    const res = await call('PUT', `/api/sub-services/${theirs.id}`, owner, update());
    expect(res.statusCode).toBe(404);
    expect(await rowOf(theirs.id)).toMatchObject({ name: theirs.name, priceKurus: theirs.priceKurus });
  });

  it('answers 401 without a session before validating, and 403 to a user', async () => {
    expect((await call('PUT', '/api/sub-services/1', null, { name: '' })).statusCode).toBe(401);
    expect((await call('PUT', '/api/sub-services/1', user, update())).statusCode).toBe(403);
  });
});

describe('DELETE /api/sub-services/{id}', () => {
  it('refuses while upcoming pending or confirmed appointments exist, saying how many', async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId, subServiceIds: [sub.id] });
    const monday = nextMonday();
    const at = (hhmm: string, date = monday) =>
      venueWallTimeToInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));
    await createAppointment(t.db, { venueId, expertId: expert.id, subServiceId: sub.id, startsAt: at('10:00') });
    await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      subServiceId: sub.id,
      startsAt: at('11:00'),
      status: 'confirmed',
    });
    await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      subServiceId: sub.id,
      startsAt: at('12:00'),
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      subServiceId: sub.id,
      startsAt: at('10:00', addDays(monday, -14)),
      status: 'confirmed',
    });

    const res = await call('DELETE', `/api/sub-services/${sub.id}`, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SUB_SERVICE_HAS_APPOINTMENTS',
      message: m.hasUpcomingAppointments.replace('{count}', '2'),
    });
    expect(await rowOf(sub.id)).toMatchObject({ deletedAt: null, isActive: true });
  });

  it('soft-deletes: the row stays for past appointments, hidden from the owner, the public venue, slots and booking', async () => {
    const sub = await createSubService(t.db, { venueId, name: 'Silinecek Kesim' });
    const expert = await createExpert(t.db, { venueId, subServiceIds: [sub.id] });
    await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      subServiceId: sub.id,
      startsAt: venueWallTimeToInstant(addDays(nextMonday(), -14), 600),
      status: 'completed',
    });

    const res = await call('DELETE', `/api/sub-services/${sub.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: sub.id } });
    expect(await rowOf(sub.id)).toMatchObject({ isActive: false, deletedAt: expect.any(Date) });
    expect(await t.db.select().from(expertSubServices).where(eq(expertSubServices.subServiceId, sub.id))).toEqual([]);

    const mine = (await call('GET', '/api/my-sub-services', owner)).json().data as { id: number }[];
    expect(mine.map((s) => s.id)).not.toContain(sub.id);
    expect((await call('GET', `/api/sub-services/${sub.id}`, owner)).statusCode).toBe(404);
    const venue = (await call('GET', `/api/venues/${venueId}`, null)).json().data;
    expect(venue.sub_services.map((s: { id: number }) => s.id)).not.toContain(sub.id);
    for (const e of venue.experts as { active_sub_services: { id: number }[] }[]) {
      expect(e.active_sub_services.map((s) => s.id)).not.toContain(sub.id);
    }
    const date = nextMonday();
    const slots = await call(
      'GET',
      `/experts/${expert.id}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${sub.id}`,
      null,
    );
    expect(slots.json().data).toEqual([]);
    const booking = await call(
      'POST',
      '/appointments/public',
      null,
      guestBooking({ expertId: expert.id, venueId, subId: sub.id, date, time: '10:00' }),
    );
    expect(booking.statusCode).toBe(400);
    expect(booking.json().message).toBe(messages.appointments.subServiceUnavailable);

    // The name is free again for a new sub-service.
    expect((await call('POST', '/api/sub-services', owner, body({ name: 'Silinecek Kesim' }))).statusCode).toBe(201);
    expect((await call('DELETE', `/api/sub-services/${sub.id}`, owner)).statusCode).toBe(404);
  });

  it("answers 404 for another owner's sub-service and leaves it in place", async () => {
    const theirs = await createSubService(t.db, { venueId: strangerVenueId });
    const res = await call('DELETE', `/api/sub-services/${theirs.id}`, owner);
    expect(res.statusCode).toBe(404);
    expect(await rowOf(theirs.id)).toMatchObject({ deletedAt: null, isActive: true });
  });

  it('answers 401 and 403', async () => {
    expect((await call('DELETE', '/api/sub-services/1', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/sub-services/1', user)).statusCode).toBe(403);
  });
});
