/**
 * `node --import tsx bench/scale-explain.ts [--db URL] [--day YYYY-MM-DD]`: EXPLAIN (ANALYZE, BUFFERS) of every
 * statement the public reads run (the repositories' own SQL, captured at the driver: apps/api/test/statements.ts) on
 * a database loaded by `npm run seed:scale`, printed as Markdown for docs/perf/scale-explain.md.
 */
import { sql } from 'drizzle-orm';
import { createDatabase, queryRows } from '../apps/api/src/db/client';
import { capture, findReadTarget, onOneSession, publicReads } from '../apps/api/test/statements';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const url = option('db') ?? 'postgres://postgres@127.0.0.1:5432/randevu_scale_10';
const database = await createDatabase({ url, poolSize: 2 });
try {
  const [seed] = await queryRows<{ anchor: string }>(database.db, sql`select (anchor + 4)::text as anchor from scale_seed`);
  const day = option('day') ?? seed!.anchor;
  const target = await findReadTarget(database.db);
  const [counts] = await queryRows<Record<string, number>>(
    database.db,
    sql`select (select count(*)::int from venues) venues, (select count(*)::int from experts) experts,
               (select count(*)::int from appointments) appointments`,
  );
  console.log(
    `Database: ${new URL(url).pathname.slice(1)} (${JSON.stringify(counts)}); target ${JSON.stringify(target)}, day ${day}\n`,
  );
  for (const [name, read] of Object.entries(publicReads(database.db, target, day))) {
    const statements = await capture(database.db, read);
    console.log(`## ${name}\n`);
    await onOneSession(database.db, async (query) => {
      for (const s of statements) {
        const { rows } = await query(`explain (analyze, buffers) ${s.text}`, s.params);
        const lines = rows.map((r) => Object.values(r as Record<string, string>)[0]!);
        console.log('```');
        console.log(s.text.replace(/\s+/g, ' ').trim().slice(0, 160) + (s.text.length > 160 ? ' …' : ''));
        console.log('--');
        console.log(lines.join('\n'));
        console.log('```\n');
      }
    });
  }
} finally {
  await database.close();
}
