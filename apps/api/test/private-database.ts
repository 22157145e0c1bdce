import { afterAll, beforeAll } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { openPrivateDatabase } from './build-test-app';

/**
 * A database of the file's (or describe block's) own, see openPrivateDatabase: opened before its tests and closed
 * after them; `database` and its `db` are there once the tests run.
 */
export function usePrivateDatabase() {
  const own = {} as { database: Database & { url?: string }; db: Db };
  beforeAll(async () => {
    own.database = await openPrivateDatabase();
    own.db = own.database.db;
  });
  afterAll(() => own.database.close());
  return own;
}
