import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createOwner, createVenue } from '../../test/factories';
import { makeBookable } from '../../test/listed-venues';
import { usePrivateDatabase } from '../../test/private-database';
import { migrationsFolder, queryRows, type Db } from './client';
import { services, venues } from './schema';

/** Migration 0028's data statements once more (its UPDATE, DELETE and INSERTs), as on a database of before. */
async function runDataStatements(db: Db) {
  const file = fs.readFileSync(path.join(migrationsFolder, '0028_venue_go_live.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint'))
    if (/^\s*(--[^\n]*\n\s*)*(UPDATE|DELETE|INSERT)/i.test(statement)) await db.execute(sql.raw(statement));
}

const NEW_SERVICES = [111, 112, 113, 114, 115, 116];

describe('migration 0028 (decisions 074, 075)', () => {
  const own = usePrivateDatabase();

  it('marks the venues that can take a booking, recounts the listing, and adds the six salon services once', async () => {
    const ownerId = (await createOwner(own.db)).id;
    const ready = await createVenue(own.db, { ownerId, name: 'Göç Hazır' });
    await makeBookable(own.db, ready.id);
    const empty = await createVenue(own.db, { ownerId, name: 'Göç Boş' });
    // As before the migration: no flag kept, no count of the listing, the catalogue of ten beauty services.
    await own.db.execute(sql`alter table venues disable trigger user`);
    await own.db
      .update(venues)
      .set({ isBookable: false })
      .where(inArray(venues.id, [ready.id, empty.id]));
    await own.db.execute(sql`alter table venues enable trigger user`);
    await own.db.execute(sql`delete from venue_listing_counts`);
    await own.db.delete(services).where(inArray(services.id, NEW_SERVICES));

    await runDataStatements(own.db);
    await runDataStatements(own.db);

    const flags = await own.db
      .select({ id: venues.id, bookable: venues.isBookable, listed: venues.isListed, published: venues.isPublished })
      .from(venues)
      .where(inArray(venues.id, [ready.id, empty.id]))
      .orderBy(venues.id);
    expect(flags).toEqual([
      { id: ready.id, bookable: true, listed: true, published: true },
      { id: empty.id, bookable: false, listed: false, published: true },
    ]);
    const [count] = await queryRows<{ venues: number }>(
      own.db,
      sql`select venues from venue_listing_counts where city_id = ${ready.cityId} and category_id = 1`,
    );
    expect(count!.venues).toBe(1);
    const added = await own.db
      .select({ id: services.id, name: services.name, categoryId: services.categoryId })
      .from(services)
      .where(inArray(services.id, NEW_SERVICES))
      .orderBy(services.id);
    expect(added.map((r) => r.name)).toEqual([
      'Gelin Başı',
      'Protez Tırnak',
      'Kalıcı Oje',
      'Keratin Bakımı',
      'Lazer Epilasyon',
      'Kaş Laminasyonu',
    ]);
    expect(new Set(added.map((r) => r.categoryId))).toEqual(new Set([1]));
  });

  it('counts a venue that existed before it as having answered the holiday question', async () => {
    const v = await createVenue(own.db, { ownerId: (await createOwner(own.db)).id, name: 'Göç Tatil' });
    const [row] = await own.db.select({ at: venues.holidaysAnsweredAt }).from(venues).where(eq(venues.id, v.id));
    expect(row!.at).not.toBeNull();
  });
});
