import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import { createDatabase, type Database, type Db } from '../src/db/client';
import { seedReference } from '../src/db/seed/reference';

export const testDbKind = (process.env.TEST_DB_KIND ?? 'pglite') as 'pglite' | 'postgres';

/** A fresh database for one test file: a copy of the migrated template (PGlite) or the run's PostgreSQL database. */
export async function openTestDatabase(poolSize = 10): Promise<Database> {
  if (testDbKind === 'postgres') return createDatabase({ url: inject('testDatabaseUrl'), poolSize });
  const file = inject('pgliteTemplate');
  return createDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]) });
}

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: inject('testDatabaseUrl') });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A database no other test file sees, for a file that changes what others rely on (the catalogue) or
 * runs something that takes any row (the outbox worker). PGlite: the same as openTestDatabase (each file
 * has its own copy anyway). PostgreSQL: a database of its own, migrated and seeded, dropped on close.
 */
export async function openPrivateDatabase(poolSize = 4): Promise<Database & { url?: string }> {
  if (testDbKind !== 'postgres') return openTestDatabase();
  const name = `randevu_private_${Date.now()}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(`create database "${name}"`);
  const url = new URL(inject('testDatabaseUrl'));
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize });
  await database.migrate();
  await seedReference(database.db);
  return {
    ...database,
    /** For a second pool on the same database (PostgreSQL only). */
    url: url.toString(),
    async close() {
      await database.close();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
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
  const app = await buildApp({ config, db: dbh.db, now: clock });
  await app.ready();
  return {
    app,
    db: dbh.db,
    config,
    async close() {
      await app.close();
      if (owned) await dbh.close();
      fs.rmSync(config.uploadDir, { recursive: true, force: true });
    },
  };
}
