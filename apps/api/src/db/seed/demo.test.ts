import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/build-test-app';
import { queryRows, type Database } from '../client';
import { seedDemo } from './demo';

let database: Database;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-demo-'));
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const count = async (q: SQL) => (await queryRows<{ n: number }>(database.db, q))[0]!.n;

describe('demo seed', () => {
  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    'creates at least 12 venues across Edirne, İstanbul, Ankara and İzmir once, with everything a venue page needs',
    async () => {
      expect(await seedDemo(database.db, { uploadDir, passwordHashLogN: 10 })).toBe(true);
      expect(await count(sql`select count(*)::int n from venues`)).toBeGreaterThanOrEqual(12);
      expect(await count(sql`select count(distinct city_id)::int n from venues where city_id in (22, 34, 6, 35)`)).toBe(4);
      expect(
        await count(
          sql`select count(*)::int n from venues v join venue_categories c on c.venue_id = v.id where v.city_id = 22 and c.category_id = 1`,
        ),
      ).toBeGreaterThanOrEqual(2);
      expect(
        await count(sql`select count(*)::int n from venues v where not exists (select 1 from experts e where e.venue_id = v.id)`),
      ).toBe(0);
      expect(
        await count(
          sql`select count(*)::int n from venues v where not exists (select 1 from sub_services s where s.venue_id = v.id)`,
        ),
      ).toBe(0);
      expect(
        await count(
          sql`select count(*)::int n from venues v where not exists (select 1 from venue_faqs f where f.venue_id = v.id)`,
        ),
      ).toBe(0);
      expect(
        await count(
          sql`select count(*)::int n from experts e where not exists (select 1 from expert_working_hours h where h.expert_id = e.id)`,
        ),
      ).toBe(0);
      // The first venue has reviews, and every venue's rating columns count its visible reviews.
      expect(await count(sql`select count(*)::int n from reviews`)).toBeGreaterThanOrEqual(5);
      expect(
        await count(
          sql`select count(*)::int n from venues v left join (select venue_id, count(*)::int c, sum(rating)::int s from reviews where hidden_at is null group by venue_id) r on r.venue_id = v.id where v.rating_count <> coalesce(r.c, 0) or v.rating_sum <> coalesce(r.s, 0)`,
        ),
      ).toBe(0);
      expect(fs.readdirSync(path.join(uploadDir, 'demo')).length).toBeGreaterThanOrEqual(36);
      expect(await seedDemo(database.db, { uploadDir, passwordHashLogN: 10 })).toBe(false);
      expect(
        await count(sql`select count(*)::int n from users where email in ('demo@randevu.com.tr', 'isletme@randevu.com.tr')`),
      ).toBe(2);
    },
  );
});
