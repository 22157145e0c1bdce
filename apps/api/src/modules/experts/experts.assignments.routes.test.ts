import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { createExpert, createSubService, SAC_BOYAMA, SAC_KESIMI } from '../../../test/factories';
import { expertServices, expertSubServices } from '../../db/schema';
import { nextWeekday } from '../../../test/fixtures';
import { useExpertsSuite } from './experts.test-suite';

const m = messages.experts;
const EV_TEMIZLIGI = 201; // catalogue service of category 2 (Temizlik)

const { s, call } = useExpertsSuite();
let t: TestApp, owner: Session, user: Session, venueId: number, strangerVenueId: number;
beforeAll(() => ({ t, owner, user, venueId, strangerVenueId } = s));

/** POST and DELETE /api/owner/experts/{id}/services and …/sub-services. */
describe('POST and DELETE /api/owner/experts/{id}/services', () => {
  it('assigns a catalogue service with the default 150 ₺ and 60 minutes, and answers 201', async () => {
    const expert = await createExpert(t.db, { venueId, serviceIds: [] });
    const res = await call('POST', `/api/owner/experts/${expert.id}/services`, owner, { service_id: SAC_BOYAMA });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: SAC_BOYAMA,
      name: 'Saç Boyama',
      custom_price: 150,
      custom_duration_minutes: 60,
      description: null,
      is_active: true,
    });
    const [row] = await t.db.select().from(expertServices).where(eq(expertServices.expertId, expert.id));
    expect(row).toMatchObject({ serviceId: SAC_BOYAMA, customPriceKurus: 15000, customDurationMinutes: 60 });
  });

  it('keeps given custom values and answers 409 when the service is already assigned', async () => {
    const expert = await createExpert(t.db, { venueId, serviceIds: [] });
    const first = await call('POST', `/api/owner/experts/${expert.id}/services`, owner, {
      service_id: SAC_KESIMI,
      custom_price: '320,75',
      custom_duration_minutes: 40,
      description: 'Uzun saç',
    });
    expect(first.json().data).toMatchObject({ custom_price: 320.75, custom_duration_minutes: 40, description: 'Uzun saç' });
    const again = await call('POST', `/api/owner/experts/${expert.id}/services`, owner, { service_id: SAC_KESIMI });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_ASSIGNED', message: m.serviceAlreadyAssigned });
  });

  it.each([
    ['no service', { service_id: '' }, 'service_id', m.serviceRequired],
    ['a zero price', { service_id: SAC_KESIMI, custom_price: 0 }, 'custom_price', m.priceInvalid],
    [
      'a fractional duration',
      { service_id: SAC_KESIMI, custom_duration_minutes: 2.5 },
      'custom_duration_minutes',
      m.durationInvalid,
    ],
    [
      'a duration over 600',
      { service_id: SAC_KESIMI, custom_duration_minutes: 601 },
      'custom_duration_minutes',
      m.durationInvalid,
    ],
  ])('refuses %s with 400 and the Turkish message', async (_title, payload, field, message) => {
    const expert = await createExpert(t.db, { venueId, serviceIds: [] });
    const res = await call('POST', `/api/owner/experts/${expert.id}/services`, owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it("refuses a service outside the venue's categories with 400 and an unknown one with 404", async () => {
    const expert = await createExpert(t.db, { venueId, serviceIds: [] });
    const outside = await call('POST', `/api/owner/experts/${expert.id}/services`, owner, { service_id: EV_TEMIZLIGI });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(m.serviceNotInVenue);
    const unknown = await call('POST', `/api/owner/experts/${expert.id}/services`, owner, { service_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.serviceNotFound);
  });

  it('removes a service together with the expert’s sub-services under it, and answers 404 when it was not assigned', async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId, serviceIds: [SAC_KESIMI, SAC_BOYAMA], subServiceIds: [sub.id] });
    const res = await call('DELETE', `/api/owner/experts/${expert.id}/services/${SAC_KESIMI}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { expert_id: expert.id, id: SAC_KESIMI } });
    const left = await call('GET', `/api/owner/experts/${expert.id}`, owner);
    expect(left.json().data.active_services.map((s: { id: number }) => s.id)).toEqual([SAC_BOYAMA]);
    expect(left.json().data.active_sub_services).toEqual([]);
    const again = await call('DELETE', `/api/owner/experts/${expert.id}/services/${SAC_KESIMI}`, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(m.assignmentNotFound);
  });

  it("answers 404 for another owner's expert on both calls and changes nothing", async () => {
    const theirs = await createExpert(t.db, { venueId: strangerVenueId });
    expect((await call('POST', `/api/owner/experts/${theirs.id}/services`, owner, { service_id: SAC_BOYAMA })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/owner/experts/${theirs.id}/services/${SAC_KESIMI}`, owner)).statusCode).toBe(404);
    const rows = await t.db.select().from(expertServices).where(eq(expertServices.expertId, theirs.id));
    expect(rows.map((r) => r.serviceId)).toEqual([SAC_KESIMI]);
  });

  it('answers 401 before validating and 403 to a user on both calls', async () => {
    expect((await call('POST', '/api/owner/experts/1/services', null, { service_id: 'x' })).statusCode).toBe(401);
    expect((await call('POST', '/api/owner/experts/1/services', user, { service_id: SAC_KESIMI })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/owner/experts/1/services/${SAC_KESIMI}`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/owner/experts/1/services/${SAC_KESIMI}`, user)).statusCode).toBe(403);
  });
});

describe('POST and DELETE /api/owner/experts/{id}/sub-services', () => {
  it('assigns a sub-service with custom values, adds its parent service, and makes it bookable at once', async () => {
    const sub = await createSubService(t.db, { venueId, serviceId: SAC_BOYAMA, priceKurus: 90000, durationMinutes: 90 });
    const expert = await createExpert(t.db, { venueId, serviceIds: [], hours: { monday: ['09:00', '18:00'] } });
    const res = await call('POST', `/api/owner/experts/${expert.id}/sub-services`, owner, {
      sub_service_id: sub.id,
      custom_price: 275.5,
      custom_duration_minutes: '45',
      description: 'Kısa saç',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: sub.id,
      service_id: SAC_BOYAMA,
      name: sub.name,
      price: 900,
      duration_minutes: 90,
      custom_price: 275.5,
      custom_duration_minutes: 45,
      description: 'Kısa saç',
      is_active: true,
    });
    const parent = await t.db
      .select()
      .from(expertServices)
      .where(and(eq(expertServices.expertId, expert.id), eq(expertServices.serviceId, SAC_BOYAMA)));
    expect(parent).toEqual([
      {
        expertId: expert.id,
        serviceId: SAC_BOYAMA,
        customPriceKurus: null,
        customDurationMinutes: null,
        description: null,
        isActive: true,
      },
    ]);
    const slots = await call(
      'GET',
      `/experts/${expert.id}/available-times?date=${nextWeekday(1)}&service_id=${SAC_BOYAMA}&sub_service_id=${sub.id}`,
      null,
    );
    expect(slots.json().data).toContain('17:00');
    expect(slots.json().data).not.toContain('17:30');
  });

  it('turns an inactive parent service assignment back on, so the sub-service is bookable', async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId });
    await t.db.update(expertServices).set({ isActive: false }).where(eq(expertServices.expertId, expert.id));
    const res = await call('POST', `/api/owner/experts/${expert.id}/sub-services`, owner, { sub_service_id: sub.id });
    expect(res.statusCode).toBe(201);
    const slots = await call(
      'GET',
      `/experts/${expert.id}/available-times?date=${nextWeekday(1)}&service_id=${SAC_KESIMI}&sub_service_id=${sub.id}`,
      null,
    );
    expect(slots.json().data).toContain('09:00');
  });

  it("leaves the custom values null when left out, so the sub-service's own apply", async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId });
    const res = await call('POST', `/api/owner/experts/${expert.id}/sub-services`, owner, {
      sub_service_id: String(sub.id),
      custom_price: '',
      custom_duration_minutes: null,
      is_active: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      custom_price: null,
      custom_duration_minutes: null,
      description: null,
      is_active: false,
    });
  });

  it('answers 409 when the sub-service is already assigned', async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId, subServiceIds: [sub.id] });
    const res = await call('POST', `/api/owner/experts/${expert.id}/sub-services`, owner, { sub_service_id: sub.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_ASSIGNED', message: m.subServiceAlreadyAssigned });
  });

  it.each([
    ['no sub-service', { sub_service_id: '' }, 'sub_service_id', m.subServiceRequired],
    ['a zero price', { custom_price: 0 }, 'custom_price', m.priceInvalid],
    ['a negative price', { custom_price: -1 }, 'custom_price', m.priceInvalid],
    ['a price that is not a number', { custom_price: 'on beş' }, 'custom_price', m.priceInvalid],
    ['a zero duration', { custom_duration_minutes: 0 }, 'custom_duration_minutes', m.durationInvalid],
    ['a fractional duration', { custom_duration_minutes: 30.5 }, 'custom_duration_minutes', m.durationInvalid],
    ['a description over 1000 characters', { description: 'x'.repeat(1001) }, 'description', m.descriptionTooLong],
  ])('refuses %s with 400 and the Turkish message', async (_title, over, field, message) => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId });
    const res = await call('POST', `/api/owner/experts/${expert.id}/sub-services`, owner, { sub_service_id: sub.id, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('answers 404 for a sub-service of another venue or a deleted one', async () => {
    const expert = await createExpert(t.db, { venueId });
    const foreign = await createSubService(t.db, { venueId: strangerVenueId });
    const deleted = await createSubService(t.db, { venueId, deletedAt: new Date(), isActive: false });
    for (const id of [foreign.id, deleted.id]) {
      const res = await call('POST', `/api/owner/experts/${expert.id}/sub-services`, owner, { sub_service_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(m.subServiceNotFound);
    }
    expect(await t.db.select().from(expertSubServices).where(eq(expertSubServices.expertId, expert.id))).toEqual([]);
  });

  it('unassigns a sub-service, answers 404 when it was not assigned, and keeps the parent service', async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId, subServiceIds: [sub.id] });
    const res = await call('DELETE', `/api/owner/experts/${expert.id}/sub-services/${sub.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { expert_id: expert.id, id: sub.id } });
    const after = (await call('GET', `/api/owner/experts/${expert.id}`, owner)).json().data;
    expect(after.active_sub_services).toEqual([]);
    expect(after.active_services.map((s: { id: number }) => s.id)).toEqual([SAC_KESIMI]);
    const again = await call('DELETE', `/api/owner/experts/${expert.id}/sub-services/${sub.id}`, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(m.assignmentNotFound);
  });

  it("answers 404 for another owner's expert on both calls and changes nothing", async () => {
    const theirSub = await createSubService(t.db, { venueId: strangerVenueId });
    const theirs = await createExpert(t.db, { venueId: strangerVenueId, subServiceIds: [theirSub.id] });
    const other = await createSubService(t.db, { venueId: strangerVenueId });
    expect(
      (await call('POST', `/api/owner/experts/${theirs.id}/sub-services`, owner, { sub_service_id: other.id })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/owner/experts/${theirs.id}/sub-services/${theirSub.id}`, owner)).statusCode).toBe(404);
    const rows = await t.db.select().from(expertSubServices).where(eq(expertSubServices.expertId, theirs.id));
    expect(rows.map((r) => r.subServiceId)).toEqual([theirSub.id]);
  });

  it('answers 401 before validating and 403 to a user on both calls', async () => {
    expect((await call('POST', '/api/owner/experts/1/sub-services', null, { custom_price: -1 })).statusCode).toBe(401);
    expect((await call('POST', '/api/owner/experts/1/sub-services', user, { sub_service_id: 1 })).statusCode).toBe(403);
    expect((await call('DELETE', '/api/owner/experts/1/sub-services/1', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/owner/experts/1/sub-services/1', user)).statusCode).toBe(403);
  });
});
