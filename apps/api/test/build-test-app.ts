import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import { createDatabase, type Database, type Db } from '../src/db/client';

export const testDbKind = (process.env.TEST_DB_KIND ?? 'pglite') as 'pglite' | 'postgres';

/** A fresh database for one test file: a copy of the migrated template (PGlite) or the run's PostgreSQL database. */
export async function openTestDatabase(poolSize = 10): Promise<Database> {
  if (testDbKind === 'postgres') return createDatabase({ url: inject('testDatabaseUrl'), poolSize });
  const file = inject('pgliteTemplate');
  return createDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]) });
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

export async function buildTestApp(overrides: ConfigOverrides = {}, database?: Database): Promise<TestApp> {
  const owned = !database;
  const dbh = database ?? (await openTestDatabase());
  const config = testConfig(overrides);
  const app = await buildApp({ config, db: dbh.db });
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
