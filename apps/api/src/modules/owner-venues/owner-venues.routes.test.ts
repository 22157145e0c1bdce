import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';

let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerOwner(t.app);
});
afterAll(() => t.close());

const kadikoy = { city_id: 34, district_id: 3423, neighborhood_id: 3423001 };
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Moda Kuaför',
  description: 'Moda sahiline iki dakika.',
  category_ids: [1],
  ...kadikoy,
  address: 'Moda Caddesi No: 5',
  phone: '2163450000',
  email: 'moda@example.com',
  ...overrides,
});

describe('POST /api/owner/venues', () => {
  it('creates a venue with default hours (Mon–Sat 09:00–18:00) and lists it under my-venues', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/owner/venues', headers: owner.headers, payload: body() });
    expect(res.statusCode).toBe(201);
    const venue = res.json().data;
    expect(venue).toMatchObject({
      name: 'Moda Kuaför',
      is_active: true,
      city: { id: 34, name: 'İstanbul' },
      district: { id: 3423, name: 'Kadıköy' },
    });
    expect(venue.prefix).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await queryRows(
      t.db,
      sql`select weekday, opens_at::text, closes_at::text from venue_hours where venue_id = ${venue.id} order by weekday`,
    );
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({ weekday: 1, opens_at: '09:00:00', closes_at: '18:00:00' });
    const list = await t.app.inject({ method: 'GET', url: '/api/owner/my-venues', headers: owner.headers });
    expect(list.json().data.map((v: { id: number }) => v.id)).toContain(venue.id);
  });

  it('takes per-day working hours', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owner/venues',
      headers: owner.headers,
      payload: body({ working_hours: { monday: ['10:00', '20:00'], saturday: ['09:00', '14:00'], sunday: null } }),
    });
    expect(res.statusCode).toBe(201);
    const rows = await queryRows<{ weekday: number }>(
      t.db,
      sql`select weekday from venue_hours where venue_id = ${res.json().data.id} order by weekday`,
    );
    expect(rows.map((r) => r.weekday)).toEqual([1, 6]);
  });

  it.each([
    ['name', '  ', messages.ownerVenues.nameRequired],
    ['address', '', messages.ownerVenues.addressRequired],
    ['phone', '', messages.ownerVenues.phoneRequired],
    ['phone', '0216-345', messages.ownerVenues.phoneDigits],
    ['city_id', undefined, messages.ownerVenues.cityRequired],
    ['email', 'moda@', messages.auth.emailInvalid],
  ])('rejects %s = %j with "%s" and creates nothing', async (field, value, message) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/owner/my-venues', headers: owner.headers })).json().data
      .length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owner/venues',
      headers: owner.headers,
      payload: body({ [field]: value }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
    const after = (await t.app.inject({ method: 'GET', url: '/api/owner/my-venues', headers: owner.headers })).json().data.length;
    expect(after).toBe(before);
  });

  it('rejects a neighbourhood that is not in the district', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owner/venues',
      headers: owner.headers,
      payload: body({ neighborhood_id: 2207001 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.ownerVenues.locationMismatch);
  });

  it('rejects an unknown category and closing before opening', async () => {
    const cat = await t.app.inject({
      method: 'POST',
      url: '/api/owner/venues',
      headers: owner.headers,
      payload: body({ category_ids: [999] }),
    });
    expect(cat.statusCode).toBe(400);
    expect(cat.json().message).toBe(messages.ownerVenues.categoryInvalid);
    const hours = await t.app.inject({
      method: 'POST',
      url: '/api/owner/venues',
      headers: owner.headers,
      payload: body({ working_hours: { monday: ['18:00', '09:00'] } }),
    });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().message).toBe(messages.ownerVenues.hoursInvalid);
  });

  it('answers 401 without a session and 403 for a user account', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/owner/venues', payload: body() })).statusCode).toBe(401);
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/owner/venues', headers: user.headers, payload: body() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: messages.common.forbidden });
    expect((await t.app.inject({ method: 'GET', url: '/api/owner/my-venues', headers: user.headers })).statusCode).toBe(403);
  });
});

describe('GET /api/owner/my-venues', () => {
  it("never shows another owner's venues", async () => {
    const other = await registerOwner(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/owner/venues',
      headers: other.headers,
      payload: body({ name: 'Başkasının Mekanı' }),
    });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/owner/my-venues', headers: owner.headers })).json().data;
    expect(mine.map((v: { name: string }) => v.name)).not.toContain('Başkasının Mekanı');
  });
});

async function createMine(session: Session = owner, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/owner/venues',
    headers: session.headers,
    payload: body(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; prefix: string };
}

const venueRow = async (id: number) =>
  (
    await queryRows<Record<string, unknown>>(
      t.db,
      sql`select name, search_name, description, address, phone, email from venues where id = ${id}`,
    )
  )[0];
const hoursRows = (id: number) =>
  queryRows(t.db, sql`select weekday, opens_at::text, closes_at::text from venue_hours where venue_id = ${id} order by weekday`);

const update = (overrides: Record<string, unknown> = {}) => ({
  name: 'Moda Kuaför & Spa',
  description: 'Yeni açıklama.',
  address: 'Moda Caddesi No: 7',
  phone: '2163450001',
  email: 'spa@example.com',
  ...overrides,
});

describe('GET /api/owner/venues/{id}', () => {
  it('answers the venue with its per-day hours and the derived opening, closing and working days', async () => {
    const { id } = await createMine(owner, {
      working_hours: { monday: ['10:00', '19:00'], tuesday: ['09:30', '18:00'], saturday: ['11:00', '15:00'] },
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/owner/venues/${id}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      name: 'Moda Kuaför',
      description: 'Moda sahiline iki dakika.',
      address: 'Moda Caddesi No: 5',
      phone: '2163450000',
      email: 'moda@example.com',
      ...kadikoy,
      neighborhood: { id: 3423001, name: expect.any(String) },
      category_ids: [1],
      is_active: true,
      working_hours: { monday: ['10:00', '19:00'], tuesday: ['09:30', '18:00'], saturday: ['11:00', '15:00'] },
      opening_time: '09:30',
      closing_time: '19:00',
      working_days: ['monday', 'tuesday', 'saturday'],
    });
    expect(res.json().data.working_hours).not.toHaveProperty('sunday');
  });

  it('answers the same detail shape from POST', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/owner/venues', headers: owner.headers, payload: body() });
    expect(res.json().data).toMatchObject({
      opening_time: '09:00',
      closing_time: '18:00',
      working_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    });
    expect(Object.keys(res.json().data.working_hours)).toHaveLength(6);
  });

  it("answers 404 for another owner's venue and for an unknown id", async () => {
    const other = await registerOwner(t.app);
    const { id } = await createMine(other);
    for (const url of [`/api/owner/venues/${id}`, '/api/owner/venues/999999']) {
      const res = await t.app.inject({ method: 'GET', url, headers: owner.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: messages.venues.notFound });
    }
  });

  it('answers 401 without a session and 403 for a user account', async () => {
    const { id } = await createMine();
    expect((await t.app.inject({ method: 'GET', url: `/api/owner/venues/${id}` })).statusCode).toBe(401);
    const user = await registerUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/owner/venues/${id}`, headers: user.headers })).statusCode).toBe(403);
  });
});

describe('PUT /api/owner/venues/{id}', () => {
  it('updates the fields, the folded search name and the per-day hours; the public venue shows them', async () => {
    const { id } = await createMine();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${id}`,
      headers: owner.headers,
      payload: update({
        working_hours: { monday: ['10:00', '20:00'], saturday: ['12:00', '16:00'], sunday: null },
        category_ids: [1, 2],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Moda Kuaför & Spa',
      description: 'Yeni açıklama.',
      category_ids: [1, 2],
      working_hours: { monday: ['10:00', '20:00'], saturday: ['12:00', '16:00'] },
      opening_time: '10:00',
      closing_time: '20:00',
      working_days: ['monday', 'saturday'],
    });
    expect(await venueRow(id)).toEqual({
      name: 'Moda Kuaför & Spa',
      search_name: 'moda kuafor & spa',
      description: 'Yeni açıklama.',
      address: 'Moda Caddesi No: 7',
      phone: '2163450001',
      email: 'spa@example.com',
    });
    const pub = (await t.app.inject({ method: 'GET', url: `/api/venues/${id}` })).json().data;
    expect(pub).toMatchObject({
      name: 'Moda Kuaför & Spa',
      description: 'Yeni açıklama.',
      working_days: ['monday', 'saturday'],
      working_hours: { monday: ['10:00', '20:00'], tuesday: null, saturday: ['12:00', '16:00'], sunday: null },
    });
  });

  it("takes the spec's opening_time, closing_time and working_days when working_hours is absent", async () => {
    const { id } = await createMine();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${id}`,
      headers: owner.headers,
      payload: update({ opening_time: '08:00', closing_time: '17:30', working_days: ['tuesday', 'sunday'] }),
    });
    expect(res.statusCode).toBe(200);
    expect(await hoursRows(id)).toEqual([
      { weekday: 2, opens_at: '08:00:00', closes_at: '17:30:00' },
      { weekday: 7, opens_at: '08:00:00', closes_at: '17:30:00' },
    ]);
  });

  it('keeps hours and categories when the body names neither', async () => {
    const { id } = await createMine();
    const before = await hoursRows(id);
    const res = await t.app.inject({ method: 'PUT', url: `/api/owner/venues/${id}`, headers: owner.headers, payload: update() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.category_ids).toEqual([1]);
    expect(await hoursRows(id)).toEqual(before);
  });

  it.each([
    ['name', '  ', messages.ownerVenues.nameRequired],
    ['name', 'x'.repeat(151), messages.ownerVenues.tooLong],
    ['description', 'x'.repeat(2001), messages.ownerVenues.tooLong],
    ['address', '', messages.ownerVenues.addressRequired],
    ['address', 'x'.repeat(501), messages.ownerVenues.tooLong],
    ['phone', '', messages.ownerVenues.phoneRequired],
    ['phone', '0216-345', messages.ownerVenues.phoneDigits],
    ['phone', '1'.repeat(5000), messages.ownerVenues.phoneDigits],
    ['email', 'moda@', messages.auth.emailInvalid],
    ['email', `${'a'.repeat(5000)}@example.com`, messages.auth.emailInvalid],
    ['opening_time', '25:00', messages.ownerVenues.hoursInvalid],
    ['closing_time', '9'.repeat(5000), messages.ownerVenues.hoursInvalid],
    ['working_hours', { monday: ['18:00', '09:00'] }, messages.ownerVenues.hoursInvalid],
  ])('rejects %s = %j with "%s" and changes nothing', async (field, value, message) => {
    const { id } = await createMine();
    const before = [await venueRow(id), await hoursRows(id)];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${id}`,
      headers: owner.headers,
      payload: update({ [field]: value }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(Object.keys(res.json().errors)[0]).toMatch(new RegExp(`^${field}`));
    expect([await venueRow(id), await hoursRows(id)]).toEqual(before);
  });

  it.each([
    ['closing before opening', { opening_time: '18:00', closing_time: '09:00' }, messages.ownerVenues.hoursInvalid],
    ['no open day', { working_hours: { monday: null } }, messages.ownerVenues.noOpenDay],
    ['no open day in working_days', { working_days: [] }, messages.ownerVenues.noOpenDay],
    ['an unknown category', { category_ids: [999] }, messages.ownerVenues.categoryInvalid],
  ])('rejects %s with its message and changes nothing', async (_label, overrides, message) => {
    const { id } = await createMine();
    const before = [await venueRow(id), await hoursRows(id)];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${id}`,
      headers: owner.headers,
      payload: update(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect([await venueRow(id), await hoursRows(id)]).toEqual(before);
  });

  it('answers 401 to an invalid body without a session, before validating it', async () => {
    const { id } = await createMine();
    const res = await t.app.inject({ method: 'PUT', url: `/api/owner/venues/${id}`, payload: { name: '' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 for a user account', async () => {
    const { id } = await createMine();
    const user = await registerUser(t.app);
    const res = await t.app.inject({ method: 'PUT', url: `/api/owner/venues/${id}`, headers: user.headers, payload: update() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.common.forbidden);
  });

  it("answers 404 for another owner's venue and leaves it unchanged", async () => {
    const other = await registerOwner(t.app);
    const { id } = await createMine(other);
    const before = [await venueRow(id), await hoursRows(id)];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${id}`,
      headers: owner.headers,
      payload: update({ working_hours: { sunday: ['10:00', '11:00'] } }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.venues.notFound);
    expect([await venueRow(id), await hoursRows(id)]).toEqual(before);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/owner/venues/999999', headers: owner.headers, payload: update() }))
        .statusCode,
    ).toBe(404);
  });
});
