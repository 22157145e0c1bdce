import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import { createDatabase, type Database, type Db } from '../src/db/client';
import { workerDatabaseName } from './global-setup';
import { createPostgresDatabase, requirePostgres, testPostgresUrl } from './require-service';
import { checkResponsesAgainstDocument } from './response-validation';
import { registerEventRenderer } from './outbox-events';

export const testDbKind = (process.env.TEST_DB_KIND ?? 'pglite') as 'pglite' | 'postgres';

/**
 * The api-postgres project's database for this worker: the run's database copied once per worker by the global
 * setup, so two workers never share rows (a sweep, a count) while files of one worker follow each other on it.
 */
export function testDatabaseUrl(): string {
  const url = new URL(inject('testDatabaseUrl'));
  url.pathname = `/${workerDatabaseName(url.pathname.slice(1), Number(process.env.VITEST_POOL_ID ?? 1))}`;
  return url.toString();
}

/** A fresh database for one test file: a copy of the migrated template (PGlite) or this worker's PostgreSQL database. */
export async function openTestDatabase(poolSize = 10): Promise<Database> {
  if (testDbKind === 'postgres') return createDatabase({ url: testDatabaseUrl(), poolSize });
  const file = inject('pgliteTemplate');
  return createDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]) });
}

/**
 * A database no other test file sees, for a file that changes what others rely on (the catalogue) or
 * runs something that takes any row (the outbox worker). PGlite: the same as openTestDatabase (each file
 * has its own copy anyway). PostgreSQL: a database of its own, migrated and seeded, dropped on close.
 */
export async function openPrivateDatabase(poolSize = 4): Promise<Database & { url?: string }> {
  if (testDbKind !== 'postgres') return openTestDatabase();
  return createPostgresDatabase(testDatabaseUrl(), poolSize);
}

/**
 * For a suite that needs PostgreSQL's concurrency (PGlite has one connection): how to open its database, or
 * null when the suite is not to run here. The api-postgres project: this worker's database. The api-pglite project
 * of a run without one (TEST_DATABASE_URL unset, e.g. `npm test` on a developer's machine): a fresh database on
 * the local PostgreSQL, so the suite runs whenever PostgreSQL answers (CI=true fails when it does not).
 */
export async function postgresForSuite(): Promise<((poolSize: number) => Promise<Database & { url: string }>) | null> {
  if (testDbKind === 'postgres') {
    const url = testDatabaseUrl();
    return async (poolSize) => ({ ...(await createDatabase({ url, poolSize })), url });
  }
  // This run's api-postgres project runs the suite against its workers' databases.
  if (process.env.TEST_DATABASE_URL) return null;
  if (!(await requirePostgres())) return null;
  return (poolSize) => createPostgresDatabase(testPostgresUrl, poolSize);
}

/** Config fields to override; `limits` may name only the limits a test is about. */
export type ConfigOverrides = Omit<Partial<Config>, 'limits'> & { limits?: Partial<Config['limits']> };

export function testConfig(overrides: ConfigOverrides = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_LOG_N: '10',
    SEED_DEMO: 'false',
    // Suites register and book far more than one visitor would; a test about a limit sets it itself.
    REGISTER_MAX_PER_IP: '100000',
    BOOKING_MAX_PER_EMAIL: '100000',
    BOOKING_MAX_PER_USER: '100000',
    PENDING_MAX_PER_USER_VENUE: '100000',
    PENDING_MAX_PER_USER: '100000',
    IMAGE_UPLOADS_PER_OWNER_PER_HOUR: '100000',
    UPLOAD_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-uploads-')),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'randevu-no-web'),
  });
  return { ...base, ...overrides, limits: { ...base.limits, ...overrides.limits } };
}

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** `clock`: the app's clock (every module reads it through app.ts), e.g. `() => fixed` for a test day. */
export async function buildTestApp(overrides: ConfigOverrides = {}, database?: Database, clock?: () => Date): Promise<TestApp> {
  const owned = !database;
  const dbh = database ?? (await openTestDatabase());
  const config = testConfig(overrides);
  const app = await buildApp({ config, db: dbh.db, now: clock, poolStats: dbh.poolStats });
  // drainEvents renders the app's appointment events as its delivery job would (decision 060).
  registerEventRenderer(dbh.db, config, clock ?? (() => new Date()));
  // Every answer of a documented operation is checked against the served document; close() reports the misfits.
  const checks = checkResponsesAgainstDocument(app);
  await app.ready();
  return {
    app,
    db: dbh.db,
    config,
    async close() {
      await app.close();
      if (owned) await dbh.close();
      fs.rmSync(config.uploadDir, { recursive: true, force: true });
      if (checks.failures.length)
        throw new Error(`answers the OpenAPI document does not describe (decision 055):\n${checks.failures.join('\n')}`);
    },
  };
}

/** The file's app: built before its tests (`.t` is there once they run) and closed after them. */
export function useTestApp(...args: Parameters<typeof buildTestApp>): { t: TestApp } {
  const holder = {} as { t: TestApp };
  beforeAll(async () => {
    holder.t = await buildTestApp(...args);
  });
  afterAll(() => holder.t.close());
  return holder;
}
