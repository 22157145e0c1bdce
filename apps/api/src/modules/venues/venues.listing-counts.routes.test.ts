import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { VenueListResponse } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createOwner, EDIRNE } from '../../../test/factories';
import { createListedVenue } from '../../../test/listed-venues';
import { venueCategories, venues } from '../../db/schema';
import { recountListingCounts } from '../../db/listing-counts';
import type { Db } from '../../db/client';

/**
 * Decision 048: the plain listing's total is `venue_listing_counts`, kept by the triggers of migration
 * 0021. After each kind of venue write the total the listing answers equals a count of the venues, and the whole
 * table equals the counts recomputed from scratch (compared in one statement, so other files' concurrent writes on
 * PostgreSQL cannot make it differ).
 */
let t: TestApp;
let ownerId: number;
beforeAll(async () => {
  // The public cache off: these writes go around the services that would invalidate it.
  t = await buildTestApp({ publicCache: { enabled: false, ttlMs: 0 } });
  ownerId = (await createOwner(t.db)).id;
});
afterAll(() => t.close());

/** Where the kept counts and a fresh count disagree (rows of zero match a missing row). */
async function drift(db: Pick<Db, 'execute'> = t.db) {
  const { rows } = (await db.execute(sql`
    with fresh as (
      select v.city_id, vc.category_id, count(*)::int as venues
      from venues v join venue_categories vc on vc.venue_id = v.id where v.is_listed group by 1, 2
    ), kept as (select city_id, category_id, venues from venue_listing_counts where venues <> 0)
    (select 'kept' as side, * from kept except select 'kept', * from fresh)
    union all (select 'fresh', * from fresh except select 'fresh', * from kept)
  `)) as unknown as { rows: unknown[] };
  return rows;
}
/** Venues whose `category_ids` (decision 051, migration 0023's trigger) are not their links, in id order. */
async function idsDrift(db: Pick<Db, 'execute'> = t.db) {
  const { rows } = (await db.execute(sql`
    select v.id, v.category_ids from venues v
    where v.category_ids is distinct from coalesce((select array_agg(vc.category_id order by vc.category_id)
                                                     from venue_categories vc where vc.venue_id = v.id), '{}')
    order by v.id
  `)) as unknown as { rows: unknown[] };
  return rows;
}
const total = async (cityId: number, categoryId: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/venues/by-city-category/${cityId}/${categoryId}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as VenueListResponse).meta.total;
};
const counted = async (cityId: number, categoryId: number) => {
  const { rows } = (await t.db.execute(sql`
    select count(*)::int as n from venues v
    where v.city_id = ${cityId} and v.is_listed
      and exists (select 1 from venue_categories vc where vc.venue_id = v.id and vc.category_id = ${categoryId})
  `)) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
};
/** The listing's totals of the cities and categories touched, and the drift: what every step checks. */
async function expectCountsRight(pairs: [number, number][]) {
  for (const [city, category] of pairs)
    expect(await total(city, category), `${city}/${category}`).toBe(await counted(city, category));
  expect(await drift()).toEqual([]);
  expect(await idsDrift()).toEqual([]);
}

const ISTANBUL = { cityId: 34 };
async function istanbulPlace() {
  const { rows } = (await t.db.execute(
    sql`select d.id as district_id, n.id as neighborhood_id from districts d join neighborhoods n on n.district_id = d.id
        where d.city_id = 34 order by d.id, n.id limit 1`,
  )) as unknown as { rows: { district_id: number; neighborhood_id: number }[] };
  return { ...ISTANBUL, districtId: rows[0]!.district_id, neighborhoodId: rows[0]!.neighborhood_id };
}

describe('venue_listing_counts: the listing total after venue writes', () => {
  const pairs: [number, number][] = [
    [EDIRNE.cityId, 1],
    [EDIRNE.cityId, 2],
    [EDIRNE.cityId, 3],
    [34, 1],
    [34, 2],
    [34, 3],
  ];

  it('counts a created venue in each of its categories, an inactive one in none', async () => {
    const before = await total(EDIRNE.cityId, 2);
    await createListedVenue(t.db, { ownerId, name: 'Sayım Bir', categoryIds: [1, 2] });
    await createListedVenue(t.db, { ownerId, name: 'Sayım Pasif', categoryIds: [2], isActive: false });
    expect(await total(EDIRNE.cityId, 2)).toBeGreaterThanOrEqual(before + 1);
    await expectCountsRight(pairs);
  });

  it('follows deactivation, activation and a move to another city', async () => {
    const v = await createListedVenue(t.db, { ownerId, name: 'Sayım Taşınan', categoryIds: [1, 3] });
    await t.db.update(venues).set({ isActive: false }).where(eq(venues.id, v.id));
    await expectCountsRight(pairs);
    await t.db.update(venues).set({ isActive: true }).where(eq(venues.id, v.id));
    await expectCountsRight(pairs);
    await t.db
      .update(venues)
      .set(await istanbulPlace())
      .where(eq(venues.id, v.id));
    await expectCountsRight(pairs);
    // A write that leaves the city and activity alone (the owner's edits set other columns) changes nothing.
    await t.db.update(venues).set({ name: 'Sayım Taşınan 2', isActive: true }).where(eq(venues.id, v.id));
    await expectCountsRight(pairs);
  });

  it('follows category changes (replaced as the owner edit does, one link removed, a link moved) in one transaction', async () => {
    const v = await createListedVenue(t.db, { ownerId, name: 'Sayım Kategori', categoryIds: [1] });
    await t.db.transaction(async (tx) => {
      await tx.delete(venueCategories).where(eq(venueCategories.venueId, v.id));
      await tx.insert(venueCategories).values([2, 3].map((categoryId) => ({ venueId: v.id, categoryId })));
    });
    await expectCountsRight(pairs);
    await t.db.delete(venueCategories).where(and(eq(venueCategories.venueId, v.id), eq(venueCategories.categoryId, 3)));
    await expectCountsRight(pairs);
    await t.db
      .update(venueCategories)
      .set({ categoryId: 1 })
      .where(and(eq(venueCategories.venueId, v.id), eq(venueCategories.categoryId, 2)));
    await expectCountsRight(pairs);
    const [row] = await t.db.select({ categoryIds: venues.categoryIds }).from(venues).where(eq(venues.id, v.id));
    expect(row?.categoryIds).toEqual([1]);
    // A link of an inactive venue counts nowhere, before and after its activation.
    const off = await createListedVenue(t.db, { ownerId, name: 'Sayım Kapalı', categoryIds: [], isActive: false });
    await t.db.insert(venueCategories).values({ venueId: off.id, categoryId: 2 });
    await expectCountsRight(pairs);
    await t.db.update(venues).set({ isActive: true }).where(eq(venues.id, off.id));
    await expectCountsRight(pairs);
  });

  it('counts a deleted venue off (active or not), its links going with it', async () => {
    const on = await createListedVenue(t.db, { ownerId, name: 'Sayım Silinen', categoryIds: [1, 2] });
    const off = await createListedVenue(t.db, { ownerId, name: 'Sayım Silinen Pasif', categoryIds: [2], isActive: false });
    await t.db.delete(venues).where(eq(venues.id, on.id));
    await t.db.delete(venues).where(eq(venues.id, off.id));
    await expectCountsRight(pairs);
  });

  it('rolls back with the write that failed', async () => {
    const v = await createListedVenue(t.db, { ownerId, name: 'Sayım Geri', categoryIds: [1] });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(venues).set({ isActive: false }).where(eq(venues.id, v.id));
        throw new Error('vazgeçildi');
      }),
    ).rejects.toThrow('vazgeçildi');
    await expectCountsRight(pairs);
  });

  it('recountListingCounts (after a load with the triggers off) rebuilds the table, dropping stale rows', async () => {
    // Spoiled and rebuilt in one transaction: other files' listings on PostgreSQL never see the spoiled counts.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update venue_listing_counts set venues = venues + 7 where city_id = ${EDIRNE.cityId}`);
      await tx.execute(sql`insert into venue_listing_counts values (81, 8, 5) on conflict do nothing`);
      // What a load with the triggers off leaves: venues without their category ids.
      await tx.execute(sql`update venues set category_ids = '{}' where city_id = ${EDIRNE.cityId}`);
      expect((await drift(tx)).length).toBeGreaterThan(0);
      expect((await idsDrift(tx)).length).toBeGreaterThan(0);
      await recountListingCounts(tx);
      expect(await drift(tx)).toEqual([]);
      expect(await idsDrift(tx)).toEqual([]);
      const { rows } = (await tx.execute(
        sql`select venues from venue_listing_counts where city_id = 81 and category_id = 8`,
      )) as unknown as { rows: unknown[] };
      expect(rows).toEqual([]);
    });
    await expectCountsRight(pairs);
  });
});
