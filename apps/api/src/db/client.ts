import path from 'node:path';
import { namePreparedStatements } from './prepared-statements';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema';
import { repoRoot } from '../config/env';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The SQL migrations stay files in the source tree; the compiled bundle reads them from there too. */
export const migrationsFolder = path.resolve(repoRoot, 'apps/api/src/db/migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections (open, idle) and the queries waiting for one (GET /metrics). */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type DatabaseOptions = {
  /** node-postgres connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite directory; undefined means in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data directory (tests clone a migrated, seeded template). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** PostgreSQL: how long a query waits for a pooled connection before it fails (ms). */
  connectTimeoutMs?: number;
} & Partial<PgliteArtifacts>;

/** See DatabaseOptions.connectTimeoutMs. */
export const DB_CONNECT_TIMEOUT_MS = 3_000;

/** PGlite's WASM module and file-system bundle, when the caller has them ready (db/open.ts). */
export interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/** The extensions our migrations create, loaded into every PGlite instance (server, tests, backup and restore). */
export const pgliteExtensions = { btree_gist, pg_trgm };

/** Advisory lock key held while migrations run on PostgreSQL (any constant outside the jobs' keys' use). */
export const MIGRATION_LOCK_KEY = 7_261_390_001;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Loaded only here: a PGlite server never needs the PostgreSQL driver.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the server is unreachable a request waits at most this long for a connection, then is answered
      // 503 (db/unavailable.ts): well within the 5 s a client or load balancer should wait.
      connectionTimeoutMillis: options.connectTimeoutMs ?? DB_CONNECT_TIMEOUT_MS,
    });
    // An idle connection the server ends (restart, dropped database) must not crash the process:
    // node-postgres emits it on the pool, and the next query gets a fresh connection or a clear error.
    pool.on('error', () => {});
    // The same for a connection in use (a transaction between two queries) when the server ends it (57P01 on a
    // restart or failover): without a listener node-postgres throws the 'error' event and the process dies. The
    // error reaches the code through its next query ("not queryable"), which answers 503 (db/unavailable.ts).
    pool.on('connect', (client) => {
      client.on('error', () => {});
      namePreparedStatements(client);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Several instances starting at once on one database: a session advisory lock lets one apply the
      // migrations while the others wait, then find nothing left to do (docs/deploy.md).
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    pgliteWasmModule: options.pgliteWasmModule,
    fsBundle: options.fsBundle,
    extensions: pgliteExtensions,
  });
  const pglite = drizzlePglite(client, { schema });
  return {
    db: pglite as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * A PGlite database handed out before its client is open: PGlite opens `dataDir` once `before`
 * resolves (db/open.ts: when the template copy is done), and every query waits for that. drizzle
 * calls only `query` and `transaction` on its client. `ready` settles when PGlite is open or failed.
 */
export function createDeferredPgliteDatabase(
  dataDir: string,
  before: Promise<Partial<PgliteArtifacts>>,
): Database & { ready: Promise<void> } {
  const opening = before.then((artifacts) => PGlite.create({ dataDir, extensions: pgliteExtensions, ...artifacts }));
  // Reported through `ready`, which the caller awaits; queries made meanwhile get the same error.
  opening.catch(() => {});
  const client = {
    query: (...args: Parameters<PGlite['query']>) => opening.then((c) => c.query(...args)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => opening.then((c) => c.transaction(callback)),
  };
  const pglite = drizzlePglite(client as unknown as PGlite, { schema });
  return {
    db: pglite as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    close: () => opening.then((c) => c.close()),
    ready: opening.then(() => undefined),
  };
}

/** Rows of a raw SQL query, typed by the caller (both drivers return `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The PostgreSQL error code behind a (possibly wrapped) driver error. */
export function pgErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  serializationFailure: '40001',
} as const;
