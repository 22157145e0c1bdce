import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createVenue, createOwner } from '../../test/factories';
import { preparedQuery, preparedRows } from './prepared';
import { venues } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A drizzle builder compiled once: its rows mapped to the builder's fields, on the pool and in a transaction. */
const venueById = preparedQuery<{ id: number; name: string; createdAt: Date; missing: string | null }, 'id'>(
  'test_prepared_venue',
  ['id'],
  (db, p) =>
    db
      .select({ id: venues.id, name: venues.name, createdAt: venues.createdAt, missing: sql<string | null>`null` })
      .from(venues)
      .where(eq(venues.id, p.id)),
);

/** Raw SQL compiled once; a null placeholder passes as null. */
const echo = preparedRows<{ a: string | null; b: number }, 'a' | 'b'>(
  'test_prepared_echo',
  ['a', 'b'],
  (p) => sql`select ${p.a}::text as a, ${p.b}::int as b`,
);

describe('statements compiled once (db/prepared.ts)', () => {
  it('preparedQuery maps rows as the builder would, on the pool and in a transaction, for other values each call', async () => {
    const owner = await createOwner(t.db);
    const first = await createVenue(t.db, { ownerId: owner.id, name: 'Derlenmiş Salon' });
    const second = await createVenue(t.db, { ownerId: owner.id, name: 'İkinci Salon' });
    const [a] = await venueById(t.db, { id: first.id });
    expect(a).toMatchObject({ id: first.id, name: 'Derlenmiş Salon', missing: null });
    expect(a!.createdAt).toBeInstanceOf(Date);
    await t.db.transaction(async (tx) => {
      expect(await venueById(tx as never, { id: second.id })).toMatchObject([{ id: second.id, name: 'İkinci Salon' }]);
    });
    expect(await venueById(t.db, { id: 2 ** 31 - 1 })).toEqual([]);
  });

  it('preparedRows fills its placeholders, nulls included', async () => {
    expect(await echo(t.db, { a: 'ş', b: 7 })).toEqual([{ a: 'ş', b: 7 }]);
    expect(await echo(t.db, { a: null, b: 8 })).toEqual([{ a: null, b: 8 }]);
    expect(await echo(t.db, { a: 'ı', b: 9 })).toEqual([{ a: 'ı', b: 9 }]);
  });

  it("statement() gives the compiled text and its parameters' names in $n order (bench:booking-sql sends them itself)", () => {
    expect(echo.statement()).toEqual({ text: 'select $1::text as a, $2::int as b', params: ['a', 'b'] });
    const compiled = venueById.statement(t.db);
    expect(compiled.params).toEqual(['id']);
    expect(compiled.text).toMatch(/^select .* from "venues" where "venues"."id" = \$1$/);
  });
});
