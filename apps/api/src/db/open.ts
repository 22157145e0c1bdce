import type { Config } from '../config/env';
import { createDatabase, type Database } from './client';
import { lockDataDir } from './data-dir-lock';
import { restoreTemplate } from './template';

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export async function openConfiguredDatabase(config: Config): Promise<Database & { release: () => void; fromTemplate: boolean }> {
  if (config.databaseUrl) {
    const database = await createDatabase({ url: config.databaseUrl });
    return { ...database, release: () => {}, fromTemplate: false };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const fromTemplate = restoreTemplate(config.dbTemplateDir, config.dataDir);
    const database = await createDatabase({ dataDir: config.dataDir });
    return { ...database, release, fromTemplate };
  } catch (error) {
    release();
    throw error;
  }
}
