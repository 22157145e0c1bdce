import type { Config } from '../config/env';
import type { Db } from '../db/client';
import type { FileStorage } from './storage';

/** What every module plugin may take (app.ts passes all three); modules use the parts they need. */
export interface ModuleDeps {
  db: Db;
  config: Config;
  storage: FileStorage;
}
