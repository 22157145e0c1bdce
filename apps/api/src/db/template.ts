import fs from 'node:fs';
import path from 'node:path';

/**
 * A migrated PGlite data directory with the reference data (81 cities, 973 districts, 73 000
 * neighbourhoods, the catalogue), made by `npm run build`. A first start copies it into an empty
 * DATA_DIR instead of running initdb and the reference seed inside WASM (≈ 5 s → ≈ 0.2 s).
 * Migrations and the idempotent seeds still run on every start, so a stale template only costs time.
 */
const MARKER = '.randevu-template.json';

export async function buildTemplate(templateDir: string): Promise<{ ms: number }> {
  const started = performance.now();
  // Loaded here, not at the top: the server loads this module before the database code (db/open.ts).
  const [{ createDatabase }, { seedReference }] = await Promise.all([import('./client'), import('./seed/reference')]);
  const staging = `${templateDir}.staging-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  const database = await createDatabase({ dataDir: staging });
  try {
    await database.migrate();
    await seedReference(database.db);
  } finally {
    await database.close();
  }
  fs.writeFileSync(path.join(staging, MARKER), JSON.stringify({ createdAt: new Date().toISOString() }));
  fs.rmSync(templateDir, { recursive: true, force: true });
  fs.renameSync(staging, templateDir);
  return { ms: Math.round(performance.now() - started) };
}

/** True when a PostgreSQL cluster already lives in the directory. */
export function hasCluster(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

const STAGING_PREFIX = '.template-staging-';

/**
 * Copies the template into DATA_DIR when DATA_DIR holds no cluster yet. Never touches an existing
 * cluster. Returns whether it copied.
 *
 * Crash-safe: the copy goes to a staging directory inside DATA_DIR first and is then renamed into
 * place entry by entry, PG_VERSION last. A cluster counts as present only once PG_VERSION is, so
 * a crash at any point leaves a directory that the next start recognises as unfinished: it
 * removes the staging directory and the template's entries left from the interrupted attempt
 * (nothing else) and copies again.
 */
export function restoreTemplate(templateDir: string, dataDir: string): boolean {
  if (hasCluster(dataDir) || !fs.existsSync(path.join(templateDir, MARKER)) || !hasCluster(templateDir)) return false;
  fs.mkdirSync(dataDir, { recursive: true });
  const entries = fs.readdirSync(templateDir).filter((e) => e !== MARKER);
  for (const entry of fs.readdirSync(dataDir)) {
    if (entry.startsWith(STAGING_PREFIX) || entries.includes(entry))
      fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  const staging = path.join(dataDir, `${STAGING_PREFIX}${process.pid}`);
  fs.mkdirSync(staging);
  for (const entry of entries) fs.cpSync(path.join(templateDir, entry), path.join(staging, entry), { recursive: true });
  const ordered = [...entries.filter((e) => e !== 'PG_VERSION'), 'PG_VERSION'];
  for (const entry of ordered) fs.renameSync(path.join(staging, entry), path.join(dataDir, entry));
  fs.rmSync(staging, { recursive: true, force: true });
  return true;
}
