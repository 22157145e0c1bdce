import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { queryRows } from './client';
import { statementName } from './prepared-statements';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Decision 047: parameterised statements are prepared once per connection on PostgreSQL. */
describe('named prepared statements', () => {
  it('names a text by its hash, the same name every time', () => {
    expect(statementName('select $1::int')).toBe(statementName('select $1::int'));
    expect(statementName('select $1::int')).not.toBe(statementName('select $1::text'));
    expect(statementName('select $1::int')).toMatch(/^r_[A-Za-z0-9_-]{27}$/);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'prepares a statement with parameters on the connection, and answers it the same each time',
    async () => {
      const text = 'select $1::int + 1 as n';
      await t.db.transaction(async (tx) => {
        for (let i = 0; i < 7; i++) {
          expect(await queryRows<{ n: number }>(tx as never, sql`select ${i}::int + 1 as n`)).toEqual([{ n: i + 1 }]);
        }
        const rows = await queryRows<{ name: string; statement: string }>(
          tx as never,
          sql`select name, statement from pg_prepared_statements where name = ${statementName(text)}`,
        );
        expect(rows).toEqual([{ name: statementName(text), statement: text }]);
        // Statements without parameters run unnamed as before.
        const all = await queryRows<{ statement: string }>(tx as never, sql`select statement from pg_prepared_statements`);
        expect(all.some((r) => r.statement === 'begin')).toBe(false);
      });
    },
  );
});
