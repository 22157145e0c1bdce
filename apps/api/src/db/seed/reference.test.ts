import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPrivateDatabase } from '../../../test/build-test-app';
import { queryRows, type Database } from '../client';
import { catalogue } from './catalogue';
import { seedReference } from './reference';

/** Row versions of the reference tables: an UPDATE, even to equal values, gives a row a new xmin. */
const versions = (database: Database) =>
  queryRows<{ t: string; id: number; xmin: string }>(
    database.db,
    sql`select 'categories' t, id, xmin::text from categories union all select 'services', id, xmin::text from services order by 1, 2`,
  );

// This file changes the catalogue rows every other file books against: on PostgreSQL it works on a database
// of its own (openPrivateDatabase).
describe('reference seed on every start', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPrivateDatabase();
    await seedReference(database.db);
  });
  afterAll(() => database.close());

  it('writes nothing when the stored catalogue already matches catalogue.ts', async () => {
    const before = await versions(database);
    await seedReference(database.db);
    expect(await versions(database)).toEqual(before);
  });

  it('restores a service and a category that differ from catalogue.ts, and re-adds a missing service', async () => {
    const category = catalogue[0]!;
    const [service, other] = category.services;
    await database.db.execute(sql`update services set default_price_kurus = 1, name = 'Eski ad' where id = ${service!.id}`);
    await database.db.execute(sql`update categories set position = 99 where id = ${category.id}`);
    await database.db.execute(sql`delete from services where id = ${other!.id}`);

    await seedReference(database.db);

    const rows = await queryRows<{ id: number; name: string; default_price_kurus: number }>(
      database.db,
      sql`select id, name, default_price_kurus from services where id in (${service!.id}, ${other!.id}) order by id`,
    );
    expect(rows).toEqual([
      { id: service!.id, name: service!.name, default_price_kurus: service!.priceKurus },
      { id: other!.id, name: other!.name, default_price_kurus: other!.priceKurus },
    ]);
    const [stored] = await queryRows<{ position: number }>(
      database.db,
      sql`select position from categories where id = ${category.id}`,
    );
    expect(stored!.position).toBe(0);
  });
});
