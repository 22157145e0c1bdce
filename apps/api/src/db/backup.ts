import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { pgConnectionEnv } from './pg-connection-env';

const run = promisify(execFile);

/** What `npm run db:backup` / `db:restore` work on: the configured database (DATABASE_URL, else DATA_DIR). */
export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** A refusal the CLI prints as it is and exits 1 on; nothing was changed. */
export class BackupError extends Error {}

/** pg_dump's custom format starts with these bytes; PGlite's own dump is a gzipped tar. */
const PG_CUSTOM_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

function startsWith(file: string, magic: Buffer): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(magic.length);
    return fs.readSync(fd, head, 0, magic.length, 0) === magic.length && head.equals(magic);
  } finally {
    fs.closeSync(fd);
  }
}

/** A backup holds every customer's name, e-mail and phone: readable by its owner alone, whatever the umask. */
export const BACKUP_FILE_MODE = 0o600;

/**
 * The output is written beside FILE and renamed into place when complete: FILE is never half a backup. The partial
 * file is created with BACKUP_FILE_MODE before anything is written into it (pg_dump keeps the mode of a file it
 * truncates), and set so again before the rename.
 */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  if (fs.existsSync(file))
    throw new BackupError(`${file} already exists; choose a new file name (a backup never replaces another).`);
  const partial = `${file}.partial-${process.pid}`;
  try {
    fs.closeSync(fs.openSync(partial, 'wx', BACKUP_FILE_MODE));
    await write(partial);
    fs.chmodSync(partial, BACKUP_FILE_MODE);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

const toolFailed = (tool: string, error: unknown) =>
  new BackupError(`${tool} failed: ${((error as { stderr?: string }).stderr || String(error)).trim()}`);

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  await writeAtomically(file, async (partial) => {
    if (target.kind === 'postgres') {
      // Custom format: compressed, one consistent snapshot (pg_dump's own transaction) while the server keeps
      // running, restored selectively by pg_restore.
      const { env, dbname } = pgConnectionEnv(target.url);
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`], {
        env,
      }).catch((e) => {
        throw toolFailed('pg_dump', e);
      });
      return;
    }
    const pglite = await openPglite(target.dataDir, 'backup');
    try {
      const dump = await pglite.client.dumpDataDir('gzip');
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  });
}

export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (target.kind === 'postgres') {
    if (!startsWith(file, PG_CUSTOM_MAGIC))
      throw new BackupError(`${file} is not a PostgreSQL backup (pg_dump custom format); was it made with DATA_DIR (PGlite)?`);
    await requireEmptyPostgres(target.url);
    // One transaction: an error anywhere leaves the database as empty as it was.
    const { env, dbname } = pgConnectionEnv(target.url);
    await run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
      { env },
    ).catch((e) => {
      throw toolFailed('pg_restore', e);
    });
    return;
  }
  if (!startsWith(file, GZIP_MAGIC))
    throw new BackupError(`${file} is not a PGlite backup (gzipped data folder); was it made with DATABASE_URL (PostgreSQL)?`);
  const existed = fs.existsSync(target.dataDir);
  if (existed && fs.readdirSync(target.dataDir).length > 0)
    throw new BackupError(`DATA_DIR ${target.dataDir} is not empty; restore only into an empty or new folder.`);
  try {
    const pglite = await openPglite(target.dataDir, 'restore', new Blob([fs.readFileSync(file)]));
    try {
      // The dump holds the lock file of the process that made it (its pid, long gone), written over ours: ours again,
      // so that closing releases it.
      fs.writeFileSync(path.join(target.dataDir, LOCK_FILE), String(process.pid));
      await pglite.client.query('select 1');
    } finally {
      await pglite.close();
    }
  } catch (error) {
    // Back to how it was: the folder empty (or absent) again.
    if (existed)
      for (const entry of fs.readdirSync(target.dataDir))
        fs.rmSync(path.join(target.dataDir, entry), { recursive: true, force: true });
    else fs.rmSync(target.dataDir, { recursive: true, force: true });
    throw error instanceof BackupError ? error : new BackupError(`the backup could not be loaded: ${String(error)}`);
  }
}

async function requireEmptyPostgres(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect().catch((e: unknown) => {
    throw new BackupError(`cannot connect to DATABASE_URL: ${String(e)}`);
  });
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
    );
    if (rows[0]!.n > 0)
      throw new BackupError(
        `the database of DATABASE_URL is not empty (${rows[0]!.n} tables, views or sequences); restore only into an empty database.`,
      );
  } finally {
    await client.end();
  }
}

/** PGlite on DATA_DIR, holding its lock (a running server holds it too: back up after stopping it). */
async function openPglite(dataDir: string, what: 'backup' | 'restore', loadDataDir?: Blob) {
  if (what === 'backup' && !fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new BackupError(`DATA_DIR ${dataDir} holds no database.`);
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    throw new BackupError(`${(error as Error).message} PGlite is one process: stop the server, then ${what}.`);
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pgliteExtensions } = await import('./client');
    const client = await PGlite.create({ dataDir, loadDataDir, extensions: pgliteExtensions });
    return {
      client,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
