import type { Db } from '../../db/client';
import { createHealthRepository } from './health.repository';

export interface HealthServiceOptions {
  db: Db;
  /** False until migrations and seeds have run. */
  isReady: () => boolean;
}

export function createHealthService({ db, isReady }: HealthServiceOptions) {
  const repo = createHealthRepository(db);
  return {
    /** 'starting' before the app is ready; otherwise 'ok' once the database answers (a failure propagates as a 500). */
    async status(): Promise<'ok' | 'starting'> {
      if (!isReady()) return 'starting';
      await repo.ping();
      return 'ok';
    },
  };
}
