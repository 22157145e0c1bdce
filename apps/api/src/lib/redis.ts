import { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

/**
 * The process's Redis connection (REDIS_URL), shared by every user of Redis in the API.
 *
 * Commands fail fast instead of queueing while the connection is down (`enableOfflineQueue:
 * false`, a short `commandTimeout`): callers such as the rate limiter then fall back to process
 * memory, so a request never waits on an unreachable Redis. The client keeps reconnecting in the
 * background (back-off capped at 2 s) and callers notice the recovery by their next command
 * succeeding.
 */
export function createRedis(url: string, opts: { commandTimeoutMs?: number } = {}): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: opts.commandTimeoutMs ?? 250,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(100 * times, 2_000),
    // Connection errors are reported by the callers (once per outage); without a listener
    // ioredis would print every reconnect attempt.
    lazyConnect: false,
  });
  redis.on('error', () => {});
  return redis;
}

/** Closes the connection: QUIT when connected, else disconnect at once (never waits on a dead server). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
