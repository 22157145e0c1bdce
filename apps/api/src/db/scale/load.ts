/**
 * Loads the scale data set (db/scale/generate.ts) into a migrated database with the reference data, on either engine:
 * chunks of 25 venues, each in one transaction that also records the chunk in `scale_seed_chunks`, so a rerun skips
 * what is there and continues where a stopped run ended (same seed and factor: the same rows). The writer decides how
 * rows go in: by default large multi-row INSERTs, one JSON parameter per batch (json_populate_recordset), which PGlite
 * runs too; `npm run seed:scale` on PostgreSQL streams them with COPY (db/scale/copy.ts).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { recountListingCounts } from '../listing-counts';
import { apportionProvinces } from './population';
import { CHUNK_VENUES, generateChunk, prng, TABLES, type ChunkRows, type Row, type TableName } from './generate';

/** One chunk's transaction: ids from the tables' sequences, its rows, and its row in `scale_seed_chunks`. */
export interface ChunkTx {
  reserve(table: IdTable, count: number): Promise<number[]>;
  write(table: TableName, rows: Row[]): Promise<void>;
  mark(chunk: number, rows: number): Promise<void>;
}
/** Runs `fn` in one transaction (committed when it resolves, rolled back when it throws). */
export type ChunkWriter = <T>(fn: (tx: ChunkTx) => Promise<T>) => Promise<T>;

export interface ScaleOptions {
  factor: number;
  seed?: number;
  /** The middle of the two years of appointments ('YYYY-MM-DD'); default: today, kept by the first run. */
  anchor?: string;
  /** Chunks written at once, each in its own transaction and connection (default 1). */
  jobs?: number;
  /** How chunks are written (default: insertWriter(db), multi-row INSERTs on the Drizzle connection). */
  writer?: ChunkWriter;
  /** Called after each chunk with the rows written so far. */
  onProgress?: (p: { chunks: number; of: number; rows: number; ms: number }) => void;
}
export interface ScaleResult {
  chunks: number;
  skipped: number;
  rows: Record<TableName, number>;
  ms: number;
}

export type IdTable = 'users' | 'venues' | 'sub_services' | 'experts' | 'appointments';
const ID_TABLES: IdTable[] = ['users', 'venues', 'sub_services', 'experts', 'appointments'];
/** Columns that hold a generated (chunk-local) id, and the table the id belongs to. */
const REFS: Partial<Record<TableName, Record<string, IdTable>>> = {
  users: { id: 'users' },
  venues: { id: 'venues', owner_id: 'users' },
  venue_categories: { venue_id: 'venues' },
  venue_hours: { venue_id: 'venues' },
  sub_services: { id: 'sub_services', venue_id: 'venues' },
  experts: { id: 'experts', venue_id: 'venues' },
  expert_working_hours: { expert_id: 'experts' },
  expert_services: { expert_id: 'experts' },
  expert_sub_services: { expert_id: 'experts', sub_service_id: 'sub_services' },
  appointments: { id: 'appointments', venue_id: 'venues', expert_id: 'experts', sub_service_id: 'sub_services' },
  reviews: { appointment_id: 'appointments', venue_id: 'venues' },
  expert_time_off: { expert_id: 'experts' },
};
const BATCH = 5_000;
const APPOINTMENTS_PER_EXPERT = 50;

export async function loadScale(db: Db, options: ScaleOptions): Promise<ScaleResult> {
  const started = performance.now();
  const run = await recordRun(db, options);
  const venues = Math.max(1, Math.round(500 * options.factor));
  const cities = apportionProvinces(venues);
  shuffle(cities, run.seed);
  const chunks = Math.ceil(venues / CHUNK_VENUES);
  const done = new Set(
    (await queryRows<{ chunk: number }>(db, sql`select chunk from scale_seed_chunks`)).map((r) => Number(r.chunk)),
  );
  const geography = await loadGeography(db);
  const rows = Object.fromEntries(TABLES.map((t) => [t, 0])) as Record<TableName, number>;
  let total = 0;
  let written = 0;
  const writer = options.writer ?? insertWriter(db);
  const writeChunk = async (chunk: number) => {
    const counters = Object.fromEntries(ID_TABLES.map((t) => [t, 0])) as Record<IdTable, number>;
    const out = generateChunk({
      seed: run.seed,
      chunk,
      venues: cities
        .slice(chunk * CHUNK_VENUES, (chunk + 1) * CHUNK_VENUES)
        .map((cityId, i) => ({ n: chunk * CHUNK_VENUES + i, cityId })),
      geography,
      anchor: run.anchor,
      id: (t) => counters[t]++,
      appointmentsPerExpert: APPOINTMENTS_PER_EXPERT,
    });
    let count = 0;
    await writer(async (tx) => {
      const ids = {} as Record<IdTable, number[]>;
      for (const t of ID_TABLES) ids[t] = await tx.reserve(t, counters[t]);
      for (const table of TABLES) {
        const list = remap(out, table, ids);
        await tx.write(table, list);
        count += list.length;
      }
      await tx.mark(chunk, count);
    });
    for (const table of TABLES) rows[table] += out[table].length;
    total += count;
    written++;
    options.onProgress?.({ chunks: done.size + written, of: chunks, rows: total, ms: performance.now() - started });
  };
  // `jobs` chunks at once, each on its own connection (PostgreSQL uses a core per connection; PGlite has one).
  const pending = Array.from({ length: chunks }, (_, c) => c).filter((c) => !done.has(c));
  let next = 0;
  const worker = async () => {
    while (next < pending.length) await writeChunk(pending[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, options.jobs ?? 1) }, worker));
  // The listing's counts (decision 048): COPY with the triggers off did not keep them.
  if (written > 0) await recountListingCounts(db);
  // VACUUM too: it sets the visibility map that index-only scans need, as autovacuum would on a live database.
  if (written > 0) await db.execute(sql`vacuum analyze`);
  return { chunks: written, skipped: done.size, rows, ms: performance.now() - started };
}

/** The run's parameters, kept by the first run; a rerun with other ones is refused (it would mix two data sets). */
async function recordRun(db: Db, options: ScaleOptions) {
  await db.execute(sql`create table if not exists scale_seed (
    id int primary key default 1 check (id = 1), factor numeric not null, seed int not null, anchor date not null)`);
  await db.execute(sql`create table if not exists scale_seed_chunks (chunk int primary key, rows int not null)`);
  const seed = options.seed ?? 1;
  const anchor = options.anchor ?? new Date().toISOString().slice(0, 10);
  await db.execute(sql`insert into scale_seed (factor, seed, anchor) values (${options.factor}, ${seed}, ${anchor}::date)
                       on conflict (id) do nothing`);
  const [kept] = await queryRows<{ factor: string; seed: number; anchor: string }>(
    db,
    sql`select factor::text as factor, seed, anchor::text as anchor from scale_seed`,
  );
  if (Number(kept!.factor) !== options.factor || kept!.seed !== seed)
    throw new Error(
      `this database holds the scale data set of factor ${kept!.factor}, seed ${kept!.seed}: rerun with those to resume, or use an empty database`,
    );
  return { seed, anchor: Date.parse(`${kept!.anchor}T00:00:00Z`) };
}

/** Each city's districts with their neighbourhood ids. */
async function loadGeography(db: Db) {
  const list = await queryRows<{ city_id: number; district_id: number; neighborhoods: number[] }>(
    db,
    sql`select d.city_id, d.id as district_id, array_agg(n.id order by n.id) as neighborhoods
        from districts d join neighborhoods n on n.district_id = d.id group by d.city_id, d.id order by d.id`,
  );
  const map = new Map<number, { districtId: number; neighborhoods: number[] }[]>();
  for (const d of list) {
    const districts = map.get(d.city_id) ?? [];
    districts.push({ districtId: d.district_id, neighborhoods: d.neighborhoods.map(Number) });
    map.set(d.city_id, districts);
  }
  if (map.size < 81) throw new Error('the geography is missing: seed the reference data first (seedReference)');
  return map;
}

/** The INSERT writer on a Drizzle database (both engines): ids from the sequences (safe beside other writers). */
export function insertWriter(db: Db): ChunkWriter {
  return (fn) =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // A chunk lost to a crash is written again by the next run: no need to wait for the WAL flush of each.
      await tx.execute(sql`set local synchronous_commit = off`);
      return fn({
        reserve: async (table, count) =>
          (
            await queryRows<{ id: number }>(
              tx,
              sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
            )
          ).map((r) => Number(r.id)),
        write: async (table, rows) => {
          for (let i = 0; i < rows.length; i += BATCH) await insertBatch(tx, table, rows.slice(i, i + BATCH));
        },
        mark: async (chunk, rows) => {
          await tx.execute(sql`insert into scale_seed_chunks (chunk, rows) values (${chunk}, ${rows})`);
        },
      });
    });
}

function remap(out: ChunkRows, table: TableName, ids: Record<IdTable, number[]>) {
  const refs = Object.entries(REFS[table] ?? {});
  return out[table].map((row) => {
    const copy = { ...row };
    for (const [column, of] of refs) if (typeof row[column] === 'number') copy[column] = ids[of][row[column]]!;
    return copy;
  });
}

/** One multi-row INSERT; the table's row type turns the JSON values into its column types. */
async function insertBatch(db: Db, table: TableName, batch: ChunkRows[TableName]) {
  if (batch.length === 0) return;
  const columns = sql.raw(
    Object.keys(batch[0]!)
      .map((c) => `"${c}"`)
      .join(', '),
  );
  const name = sql.raw(`"${table}"`);
  await db.execute(
    sql`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${JSON.stringify(batch)}::json)`,
  );
}

/** Fisher–Yates with the seeded PRNG: the provinces in a fixed random order, so every chunk mixes them. */
function shuffle<T>(xs: T[], seed: number) {
  const r = prng(seed);
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
}
