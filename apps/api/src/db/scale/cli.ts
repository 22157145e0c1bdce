/**
 * `npm run seed:scale -- --factor N [--seed S] [--anchor YYYY-MM-DD] [--jobs J] [--writer copy|insert] [--fk-triggers]`:
 * the scale data set (db/scale/load.ts) on the PostgreSQL database of DATABASE_URL, migrated first. Resumable: a rerun
 * with the same factor and seed continues where the last one stopped, or does nothing. Rows go in with COPY
 * (db/scale/copy.ts); when the role may, with the foreign-key triggers off during the load and every reference checked
 * after it (`--fk-triggers` keeps them on; `--writer insert` uses the multi-row INSERTs). Prints rows/s and the time.
 */
import pg from 'pg';
import { createDatabase } from '../client';
import { seedReference } from '../seed/reference';
import { canSkipTriggers, checkForeignKeys, copyWriter } from './copy';
import { TABLES } from './generate';
import { loadScale } from './load';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
};
const factor = Number(option('factor') ?? '1');
const seed = Number(option('seed') ?? '1');
const jobs = Number(option('jobs') ?? '2');
const writerName = option('writer') ?? 'copy';
const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'seed:scale needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/randevu_scale_1). ' +
      'It does not load PGlite: millions of rows are a PostgreSQL-sized job.',
  );
  process.exit(2);
}
if (
  !(factor > 0) ||
  !Number.isInteger(seed) ||
  !(Number.isInteger(jobs) && jobs >= 1 && jobs <= 8) ||
  !['copy', 'insert'].includes(writerName)
) {
  console.error(
    'usage: npm run seed:scale -- --factor N (N > 0) [--seed S (integer)] [--anchor YYYY-MM-DD] [--jobs J (1-8)] ' +
      '[--writer copy|insert] [--fk-triggers]',
  );
  process.exit(2);
}

const database = await createDatabase({ url, poolSize: jobs + 1 });
const pool = new pg.Pool({ connectionString: url, max: jobs });
try {
  const t0 = performance.now();
  await database.migrate();
  await seedReference(database.db);
  console.log(`migrated and reference data in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const skipForeignKeyChecks = writerName === 'copy' && !args.includes('--fk-triggers') && (await canSkipTriggers(pool));
  console.log(
    `writer: ${writerName === 'copy' ? `COPY, foreign-key triggers ${skipForeignKeyChecks ? 'off (checked after)' : 'on'}` : 'INSERT'}`,
  );
  let last = 0;
  const result = await loadScale(database.db, {
    factor,
    seed,
    anchor: option('anchor'),
    jobs,
    writer: writerName === 'copy' ? copyWriter(pool, { skipForeignKeyChecks }) : undefined,
    onProgress: ({ chunks, of, rows, ms }) => {
      if (ms - last < 5_000 && chunks < of) return;
      last = ms;
      console.log(
        `chunk ${chunks}/${of}: ${rows.toLocaleString('en')} rows, ${Math.round(rows / (ms / 1000)).toLocaleString('en')} rows/s`,
      );
    },
  });
  const total = Object.values(result.rows).reduce((a, b) => a + b, 0);
  if (skipForeignKeyChecks) {
    const t1 = performance.now();
    const broken = await checkForeignKeys(pool, TABLES);
    if (Object.keys(broken).length > 0) throw new Error(`references to no row: ${JSON.stringify(broken)}`);
    console.log(`every foreign key of the loaded tables checked in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
    result.ms += performance.now() - t1;
  }
  const s = result.ms / 1000;
  console.table(result.rows);
  console.log(
    `factor ${factor}: ${result.chunks} chunks written, ${result.skipped} already there; ${total.toLocaleString('en')} rows in ` +
      `${s.toFixed(1)} s (${Math.round(total / s).toLocaleString('en')} rows/s, appointments ${Math.round(result.rows.appointments / s).toLocaleString('en')}/s)`,
  );
} catch (error) {
  console.error(`seed:scale: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await Promise.all([database.close(), pool.end()]);
}
