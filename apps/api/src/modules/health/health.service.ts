import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { createHealthRepository } from './health.repository';

export interface HealthServiceOptions {
  db: Db;
  /** False until migrations and seeds have run. */
  isReady: () => boolean;
}

export function createHealthService({ db, isReady }: HealthServiceOptions) {
  const repo = createHealthRepository(db);
  return {
    /**
     * 'starting' before the app is ready; then 'ok' once the database answers, 'unavailable' when it cannot be
     * reached (any other failure propagates as a 500).
     */
    async status(): Promise<'ok' | 'starting' | 'unavailable'> {
      if (!isReady()) return 'starting';
      try {
        await repo.ping();
      } catch (error) {
        // Unreachable for now (stopped, restarting): 503 so a load balancer takes this instance out until it
        // answers again; no restart is needed, the pool reconnects on the next check. Anything else is a bug: 500.
        if (isDatabaseUnavailable(error)) return 'unavailable';
        throw error;
      }
      return 'ok';
    },
  };
}
