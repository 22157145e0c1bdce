import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import { openOwnerVenueSuite } from '../../../test/owner-suite';
import type { Session } from '../../../test/auth-helpers';
import { createExpert, createSubService, SAC_KESIMI } from '../../../test/factories';
import { subServices } from '../../db/schema';
import { injectAs } from '../../../test/requests';

const ar = messages.availabilityRules;

let t: TestApp, owner: Session, venueId: number;
beforeAll(async () => ({ t, owner, venueId } = await openOwnerVenueSuite()));
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session | null, payload?: unknown) =>
  injectAs(t.app, method, url, session, payload);

let nameCounter = 0;
const body = (over: Record<string, unknown> = {}) => ({
  venue_id: venueId,
  service_id: SAC_KESIMI,
  name: `Boyalı Kesim ${++nameCounter}`,
  price: 300,
  duration_minutes: 60,
  ...over,
});
const bufferOf = async (id: number) =>
  (await t.db.select({ b: subServices.bufferMinutes }).from(subServices).where(eq(subServices.id, id)))[0]!.b;

describe('buffer_minutes of a sub-service', () => {
  it('is 0 when a sub-service is created without one', async () => {
    const res = await call('POST', '/api/sub-services', owner, body());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.buffer_minutes).toBe(0);
    expect(await bufferOf(res.json().data.id)).toBe(0);
  });

  it('is stored and answered as given on create, 0 and 120 included', async () => {
    for (const minutes of [15, 0, 120]) {
      const res = await call('POST', '/api/sub-services', owner, body({ buffer_minutes: minutes }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.buffer_minutes).toBe(minutes);
      expect(await bufferOf(res.json().data.id)).toBe(minutes);
    }
  });

  it('changes on update when given, and keeps its value when the body leaves it out', async () => {
    const created = (await call('POST', '/api/sub-services', owner, body({ buffer_minutes: 15 }))).json().data;
    const { name, price, duration_minutes } = created;

    const kept = await call('PUT', `/api/sub-services/${created.id}`, owner, { name, price, duration_minutes: 45 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ duration_minutes: 45, buffer_minutes: 15 });

    const changed = await call('PUT', `/api/sub-services/${created.id}`, owner, {
      name,
      price,
      duration_minutes,
      buffer_minutes: 30,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.buffer_minutes).toBe(30);
    expect(await bufferOf(created.id)).toBe(30);
  });

  it.each([
    ['121', 121],
    ['-1', -1],
    ['a fraction', 7.5],
    ["'x'", 'x'],
  ])('refuses %s with 400 and the Turkish message on create and on update', async (_title, value) => {
    const create = await call('POST', '/api/sub-services', owner, body({ buffer_minutes: value }));
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: ar.bufferInvalid,
      errors: { buffer_minutes: ar.bufferInvalid },
    });

    const sub = await createSubService(t.db, { venueId, bufferMinutes: 10 });
    const update = await call('PUT', `/api/sub-services/${sub.id}`, owner, {
      name: sub.name,
      price: 400,
      duration_minutes: 45,
      buffer_minutes: value,
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ message: ar.bufferInvalid, errors: { buffer_minutes: ar.bufferInvalid } });
    expect(await bufferOf(sub.id)).toBe(10);
  });

  it('shows in the owner list (GET /api/my-sub-services) and the edit read', async () => {
    const sub = await createSubService(t.db, { venueId, bufferMinutes: 25 });
    const list = await call('GET', `/api/my-sub-services?venue_id=${venueId}`, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((s: { id: number }) => s.id === sub.id)).toMatchObject({ buffer_minutes: 25 });
    const one = await call('GET', `/api/sub-services/${sub.id}`, owner);
    expect(one.json().data.buffer_minutes).toBe(25);
  });

  it('is not part of the public venue payload (the customer never sees it)', async () => {
    const sub = await createSubService(t.db, { venueId, bufferMinutes: 20 });
    await createExpert(t.db, { venueId, subServiceIds: [sub.id] });
    const res = await call('GET', `/api/venues/${venueId}`, null);
    expect(res.statusCode).toBe(200);
    const venue = res.json().data;
    expect(venue.sub_services.map((s: { id: number }) => s.id)).toContain(sub.id);
    expect(JSON.stringify(venue)).not.toContain('buffer');
  });
});
