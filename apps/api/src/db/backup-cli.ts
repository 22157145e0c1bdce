import path from 'node:path';
import { loadConfig } from '../config/env';
import { backupDatabase, BackupError, restoreDatabase, type BackupTarget } from './backup';

/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE` (docs/operations.md; decision 044): the database
 * of DATABASE_URL (pg_dump custom format) or of DATA_DIR (PGlite's own dump). A restore goes only into an empty
 * database or data folder; any refusal or failure exits 1 and changes nothing.
 */
const [command, fileArg] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !fileArg) {
  console.error('usage: npm run db:backup -- FILE | npm run db:restore -- FILE');
  process.exit(2);
}
const config = loadConfig();
// npm runs the script inside apps/api; a relative FILE means where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
const target: BackupTarget = config.databaseUrl
  ? { kind: 'postgres', url: config.databaseUrl }
  : { kind: 'pglite', dataDir: config.dataDir };
const where = target.kind === 'postgres' ? 'DATABASE_URL (PostgreSQL)' : `DATA_DIR ${config.dataDir} (PGlite)`;
const started = performance.now();
try {
  if (command === 'backup') await backupDatabase(target, file);
  else await restoreDatabase(target, file);
  const ms = Math.round(performance.now() - started);
  console.log(command === 'backup' ? `backed up ${where} to ${file} in ${ms} ms` : `restored ${file} into ${where} in ${ms} ms`);
} catch (error) {
  console.error(error instanceof BackupError ? `${command} refused: ${error.message}` : error);
  process.exit(1);
}
