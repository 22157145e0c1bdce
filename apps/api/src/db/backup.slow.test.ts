import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/env';
import { createDatabase, queryRows } from './client';
import { requirePostgres, testPostgresUrl } from '../../test/require-service';

/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE` on both engines, as an operator runs them:
 * the demo data seeded by `npm run db:seed`, backed up, restored into an empty database or data folder, and every
 * table's rows (and every sequence's position) compared. Refusals exit 1 and change nothing.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-backup-'));
const created: string[] = [];
afterAll(async () => {
  if (created.length) {
    const admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  fs.rmSync(root, { recursive: true, force: true });
});

/** `npm run SCRIPT -- ARGS` typed in the test's folder (a relative FILE is taken from there). */
function npmRun(script: string, env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const clean = { ...process.env };
    delete clean.DATABASE_URL;
    delete clean.DATA_DIR;
    execFile(
      'npm',
      ['run', '--silent', '--prefix', repoRoot, script, '--', ...args],
      { cwd: root, env: { ...clean, ...env }, timeout: 300_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}
const seed = (env: Record<string, string>) =>
  new Promise<void>((resolve, reject) =>
    execFile('npm', ['run', 'db:seed'], { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 300_000 }, (e) =>
      e ? reject(e) : resolve(),
    ),
  );

type Target = { DATABASE_URL: string } | { DATA_DIR: string };

/** Each table's row count and a digest of its rows in a fixed order, and each sequence's last value. */
async function contents(env: Target): Promise<Record<string, string>> {
  const database = await createDatabase('DATABASE_URL' in env ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    const tables = await queryRows<{ name: string }>(
      database.db,
      sql`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
           where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ n: number; digest: string }>(
        database.db,
        sql.raw(`select count(*)::int n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) digest from ${name} t`),
      );
      out[name] = `${row!.n} ${row!.digest}`;
    }
    for (const s of await queryRows<{ name: string; last: string | null }>(
      database.db,
      sql`select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences order by 1`,
    ))
      out[`sequence ${s.name}`] = String(s.last);
    return out;
  } finally {
    await database.close();
  }
}

async function createPostgresDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  // A password the commands must keep off their command lines (the machine's trust auth does not ask for it).
  if (!url.password) url.password = 'yedek-gizli';
  return url.toString();
}

const postgres = await requirePostgres();
const suffix = `${process.pid}_${Date.now() % 100_000}`;

describe.each([
  ['PostgreSQL (DATABASE_URL, pg_dump custom format)', 'postgres', 'randevu.dump'],
  ['PGlite (DATA_DIR, its own dump)', 'pglite', 'randevu.tar.gz'],
] as const)('%s', (_name, kind, fileName) => {
  it.skipIf(kind === 'postgres' && !postgres)(
    'backs up and restores the same rows, only into an empty target, and refuses the other kind of file',
    async () => {
      const source: Target =
        kind === 'postgres'
          ? { DATABASE_URL: await createPostgresDatabase(`backup_src_${suffix}`) }
          : { DATA_DIR: path.join(root, 'source') };
      const target: Target =
        kind === 'postgres'
          ? { DATABASE_URL: await createPostgresDatabase(`backup_dst_${suffix}`) }
          : { DATA_DIR: path.join(root, 'target') };
      await seed({ ...source, SEED_DEMO: 'true' });
      const before = await contents(source);
      expect(Number(before['public.appointments']!.split(' ')[0])).toBeGreaterThan(0);

      let started = performance.now();
      const backup = await npmRun('db:backup', source, fileName);
      const backupMs = Math.round(performance.now() - started);
      expect(backup, backup.output).toMatchObject({ code: 0 });
      const file = path.join(root, fileName);
      const size = fs.statSync(file).size;
      // Every customer's contact details: readable by the file's owner alone.
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      // A second backup to the same name is refused; the first stays as it was.
      const again = await npmRun('db:backup', source, fileName);
      expect(again.code).toBe(1);
      expect(again.output).toContain('already exists');
      expect(fs.statSync(file).size).toBe(size);

      started = performance.now();
      const restore = await npmRun('db:restore', target, fileName);
      const restoreMs = Math.round(performance.now() - started);
      expect(restore, restore.output).toMatchObject({ code: 0 });
      const after = await contents(target);
      expect(after).toEqual(before);

      // Into a target that is no longer empty: refused, and the target is unchanged.
      const twice = await npmRun('db:restore', target, fileName);
      expect(twice.code).toBe(1);
      expect(twice.output).toContain('restore only into an empty');
      expect(await contents(target)).toEqual(before);

      // The other engine's kind of file (or any other file) into an empty target: refused, nothing created.
      const empty: Target =
        kind === 'postgres'
          ? { DATABASE_URL: await createPostgresDatabase(`backup_empty_${suffix}`) }
          : { DATA_DIR: path.join(root, 'empty') };
      fs.writeFileSync(
        path.join(root, 'other.bin'),
        kind === 'postgres' ? Buffer.from([0x1f, 0x8b, 8, 0]) : Buffer.from('PGDMP junk'),
      );
      const wrong = await npmRun('db:restore', empty, 'other.bin');
      expect(wrong.code).toBe(1);
      expect(wrong.output).toContain('is not a');
      if ('DATA_DIR' in empty) expect(fs.existsSync(empty.DATA_DIR)).toBe(false);
      else expect(Object.keys(await contents(empty))).toEqual([]);

      console.info(
        `backup round trip (${kind}): ${Object.keys(before).length} tables and sequences, backup ${backupMs} ms (${size} bytes), restore ${restoreMs} ms`,
      );
    },
    600_000,
  );
});
