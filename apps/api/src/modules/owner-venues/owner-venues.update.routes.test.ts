import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { registerOwner, registerUser } from '../../../test/auth-helpers';
import { body, kadikoy, update, useOwnerVenuesSuite } from './owner-venues.test-suite';
import { injectAs } from '../../../test/requests';

const { s, createMine, venueRow, hoursRows } = useOwnerVenuesSuite();

describe('GET /api/owner/venues/{id}', () => {
  it('answers the venue with its per-day hours and the derived opening, closing and working days', async () => {
    const { id } = await createMine(s.owner, {
      working_hours: { monday: ['10:00', '19:00'], tuesday: ['09:30', '18:00'], saturday: ['11:00', '15:00'] },
    });
    const res = await s.t.app.inject({ method: 'GET', url: `/api/owner/venues/${id}`, headers: s.owner.headers });
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
    const res = await s.t.app.inject({ method: 'POST', url: '/api/owner/venues', headers: s.owner.headers, payload: body() });
    expect(res.json().data).toMatchObject({
      opening_time: '09:00',
      closing_time: '18:00',
      working_days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    });
    expect(Object.keys(res.json().data.working_hours)).toHaveLength(6);
  });

  it("answers 404 for another owner's venue and for an unknown id", async () => {
    const other = await registerOwner(s.t.app);
    const { id } = await createMine(other);
    for (const url of [`/api/owner/venues/${id}`, '/api/owner/venues/999999']) {
      const res = await s.t.app.inject({ method: 'GET', url, headers: s.owner.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: messages.venues.notFound });
    }
  });

  it('answers 401 without a session and 403 for a user account', async () => {
    const { id } = await createMine();
    expect((await s.t.app.inject({ method: 'GET', url: `/api/owner/venues/${id}` })).statusCode).toBe(401);
    const user = await registerUser(s.t.app);
    expect((await s.t.app.inject({ method: 'GET', url: `/api/owner/venues/${id}`, headers: user.headers })).statusCode).toBe(403);
  });
});

describe('PUT /api/owner/venues/{id}', () => {
  it('updates the fields, the folded search name and the per-day hours; the public venue shows them', async () => {
    const { id } = await createMine();
    const res = await s.t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${id}`,
      headers: s.owner.headers,
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
    const pub = (await s.t.app.inject({ method: 'GET', url: `/api/venues/${id}` })).json().data;
    expect(pub).toMatchObject({
      name: 'Moda Kuaför & Spa',
      description: 'Yeni açıklama.',
      working_days: ['monday', 'saturday'],
      working_hours: { monday: ['10:00', '20:00'], tuesday: null, saturday: ['12:00', '16:00'], sunday: null },
    });
  });

  it("takes the spec's opening_time, closing_time and working_days when working_hours is absent", async () => {
    const { id } = await createMine();
    const res = await injectAs(
      s.t.app,
      'PUT',
      `/api/owner/venues/${id}`,
      s.owner,
      update({ opening_time: '08:00', closing_time: '17:30', working_days: ['tuesday', 'sunday'] }),
    );
    expect(res.statusCode).toBe(200);
    expect(await hoursRows(id)).toEqual([
      { weekday: 2, opens_at: '08:00:00', closes_at: '17:30:00' },
      { weekday: 7, opens_at: '08:00:00', closes_at: '17:30:00' },
    ]);
  });

  it('keeps hours and categories when the body names neither', async () => {
    const { id } = await createMine();
    const before = await hoursRows(id);
    const res = await injectAs(s.t.app, 'PUT', `/api/owner/venues/${id}`, s.owner, update());
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
    const res = await injectAs(s.t.app, 'PUT', `/api/owner/venues/${id}`, s.owner, update({ [field]: value }));
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
    const res = await injectAs(s.t.app, 'PUT', `/api/owner/venues/${id}`, s.owner, update(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect([await venueRow(id), await hoursRows(id)]).toEqual(before);
  });

  it('answers 401 to an invalid body without a session, before validating it', async () => {
    const { id } = await createMine();
    const res = await s.t.app.inject({ method: 'PUT', url: `/api/owner/venues/${id}`, payload: { name: '' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 for a user account', async () => {
    const { id } = await createMine();
    const user = await registerUser(s.t.app);
    const res = await s.t.app.inject({ method: 'PUT', url: `/api/owner/venues/${id}`, headers: user.headers, payload: update() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.common.forbidden);
  });

  it("answers 404 for another owner's venue and leaves it unchanged", async () => {
    const other = await registerOwner(s.t.app);
    const { id } = await createMine(other);
    const before = [await venueRow(id), await hoursRows(id)];
    const res = await injectAs(
      s.t.app,
      'PUT',
      `/api/owner/venues/${id}`,
      s.owner,
      update({ working_hours: { sunday: ['10:00', '11:00'] } }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.venues.notFound);
    expect([await venueRow(id), await hoursRows(id)]).toEqual(before);
    expect(
      (await s.t.app.inject({ method: 'PUT', url: '/api/owner/venues/999999', headers: s.owner.headers, payload: update() }))
        .statusCode,
    ).toBe(404);
  });
});
