import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { registerOwner, registerUser } from '../../../test/auth-helpers';
import { body, useOwnerVenuesSuite } from './owner-venues.test-suite';
import { injectAs } from '../../../test/requests';

const { s } = useOwnerVenuesSuite();

describe('POST /api/owner/venues', () => {
  it('creates a venue with default hours (Mon–Sat 09:00–18:00) and lists it under my-venues', async () => {
    const res = await s.t.app.inject({ method: 'POST', url: '/api/owner/venues', headers: s.owner.headers, payload: body() });
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
      s.t.db,
      sql`select weekday, opens_at::text, closes_at::text from venue_hours where venue_id = ${venue.id} order by weekday`,
    );
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({ weekday: 1, opens_at: '09:00:00', closes_at: '18:00:00' });
    const list = await s.t.app.inject({ method: 'GET', url: '/api/owner/my-venues', headers: s.owner.headers });
    expect(list.json().data.map((v: { id: number }) => v.id)).toContain(venue.id);
  });

  it('takes per-day working hours', async () => {
    const res = await injectAs(
      s.t.app,
      'POST',
      '/api/owner/venues',
      s.owner,
      body({ working_hours: { monday: ['10:00', '20:00'], saturday: ['09:00', '14:00'], sunday: null } }),
    );
    expect(res.statusCode).toBe(201);
    const rows = await queryRows<{ weekday: number }>(
      s.t.db,
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
    const before = (await s.t.app.inject({ method: 'GET', url: '/api/owner/my-venues', headers: s.owner.headers })).json().data
      .length;
    const res = await injectAs(s.t.app, 'POST', '/api/owner/venues', s.owner, body({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
    const after = (await s.t.app.inject({ method: 'GET', url: '/api/owner/my-venues', headers: s.owner.headers })).json().data
      .length;
    expect(after).toBe(before);
  });

  it('rejects a neighbourhood that is not in the district', async () => {
    const res = await injectAs(s.t.app, 'POST', '/api/owner/venues', s.owner, body({ neighborhood_id: 2207001 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.ownerVenues.locationMismatch);
  });

  it('rejects an unknown category and closing before opening', async () => {
    const cat = await injectAs(s.t.app, 'POST', '/api/owner/venues', s.owner, body({ category_ids: [999] }));
    expect(cat.statusCode).toBe(400);
    expect(cat.json().message).toBe(messages.ownerVenues.categoryInvalid);
    const hours = await injectAs(
      s.t.app,
      'POST',
      '/api/owner/venues',
      s.owner,
      body({ working_hours: { monday: ['18:00', '09:00'] } }),
    );
    expect(hours.statusCode).toBe(400);
    expect(hours.json().message).toBe(messages.ownerVenues.hoursInvalid);
  });

  it('answers 401 without a session and 403 for a user account', async () => {
    expect((await s.t.app.inject({ method: 'POST', url: '/api/owner/venues', payload: body() })).statusCode).toBe(401);
    const user = await registerUser(s.t.app);
    const res = await s.t.app.inject({ method: 'POST', url: '/api/owner/venues', headers: user.headers, payload: body() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: messages.common.forbidden });
    expect((await s.t.app.inject({ method: 'GET', url: '/api/owner/my-venues', headers: user.headers })).statusCode).toBe(403);
  });
});

describe('GET /api/owner/my-venues', () => {
  it("never shows another owner's venues", async () => {
    const other = await registerOwner(s.t.app);
    await injectAs(s.t.app, 'POST', '/api/owner/venues', other, body({ name: 'Başkasının Mekanı' }));
    const mine = (await s.t.app.inject({ method: 'GET', url: '/api/owner/my-venues', headers: s.owner.headers })).json().data;
    expect(mine.map((v: { name: string }) => v.name)).not.toContain('Başkasının Mekanı');
  });
});
