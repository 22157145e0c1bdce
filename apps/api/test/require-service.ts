import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/client';
import { seedReference } from '../src/db/seed/reference';
import { postgresReachable } from './postgres-reachable';
import { redisReachable, testRedisUrl } from './redis';

/**
 * Suites that need a PostgreSQL or Redis server of their own. They use TEST_DATABASE_URL /
 * TEST_REDIS_URL, else the local servers; with the server not answering they are skipped on a developer's
 * machine, but under CI=true the run fails instead, so a CI machine without the service cannot pass green.
 */
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** True when the service answers; false (the suite skips) when it does not, except under CI=true: then it throws. */
export function requireService(name: string, url: string, reachable: boolean): boolean {
  if (reachable) return true;
  if (process.env.CI === 'true')
    throw new Error(`${name} does not answer at ${url}: CI=true needs it (a suite that needs it would be skipped)`);
  console.warn(`${name} does not answer at ${url}: the suites that need it are skipped`);
  return false;
}

/**
 * True when the command-line tool runs (`command args` exits 0); when it does not, false (the test skips) on a
 * developer's machine and an error under CI=true, as for a service. `install` says how .ci/run installs it.
 */
export function requireTool(command: string, args: string[], install: string): boolean {
  if (spawnSync(command, args, { stdio: 'ignore' }).status === 0) return true;
  if (process.env.CI === 'true') throw new Error(`${command} does not run: CI=true needs it (${install})`);
  console.warn(`${command} does not run (${install}): the tests that need it are skipped`);
  return false;
}

export async function requirePostgres(url = testPostgresUrl): Promise<boolean> {
  return requireService('PostgreSQL', url, await postgresReachable(url));
}

export async function requireRedis(url = testRedisUrl): Promise<boolean> {
  return requireService('Redis', url, await redisReachable(url));
}

async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh PostgreSQL database on the server of `adminUrl`, migrated and seeded with the reference data, dropped
 * on close; `url` for more connections to it.
 */
export async function createPostgresDatabase(adminUrl: string, poolSize: number): Promise<Database & { url: string }> {
  const name = `randevu_own_${Date.now()}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize });
  await database.migrate();
  await seedReference(database.db);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
