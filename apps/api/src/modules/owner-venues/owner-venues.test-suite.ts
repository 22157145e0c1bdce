import { beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { useTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';

export const kadikoy = { city_id: 34, district_id: 3423, neighborhood_id: 3423001 };
/** A new venue's body in Kadıköy, with `overrides`. */
export const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Moda Kuaför',
  description: 'Moda sahiline iki dakika.',
  category_ids: [1],
  ...kadikoy,
  address: 'Moda Caddesi No: 5',
  phone: '2163450000',
  email: 'moda@example.com',
  ...overrides,
});

/** An edit's body, with `overrides`. */
export const update = (overrides: Record<string, unknown> = {}) => ({
  name: 'Moda Kuaför & Spa',
  description: 'Yeni açıklama.',
  address: 'Moda Caddesi No: 7',
  phone: '2163450001',
  email: 'spa@example.com',
  ...overrides,
});

/** What the owner-venues route suites share: an app and an owner (`s.owner` is there once the tests run). */
export function useOwnerVenuesSuite() {
  const s = useTestApp() as { t: TestApp; owner: Session };
  beforeAll(async () => {
    s.owner = await registerOwner(s.t.app);
  });
  return {
    s,
    createMine: async (session: Session = s.owner, overrides: Record<string, unknown> = {}) => {
      const res = await s.t.app.inject({
        method: 'POST',
        url: '/api/owner/venues',
        headers: session.headers,
        payload: body(overrides),
      });
      expect(res.statusCode).toBe(201);
      return res.json().data as { id: number; prefix: string };
    },
    venueRow: async (id: number) =>
      (
        await queryRows<Record<string, unknown>>(
          s.t.db,
          sql`select name, search_name, description, address, phone, email from venues where id = ${id}`,
        )
      )[0],
    hoursRows: (id: number) =>
      queryRows(
        s.t.db,
        sql`select weekday, opens_at::text, closes_at::text from venue_hours where venue_id = ${id} order by weekday`,
      ),
  };
}
