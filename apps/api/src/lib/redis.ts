/**
 * The one Redis client module (ioredis). Shared by the cross-process cache invalidation
 * (lib/public-cache.ts, pub/sub) and the rate limits shared across instances.
 *
 * API
 *   const redis = createRedis(config.redisUrl, app.log);
 *   redis.client            — command connection (GET/INCR/EVAL/PUBLISH…). Commands issued while the
 *                             connection is down fail after one retry instead of queueing for ever, so
 *                             a caller can degrade (e.g. to a per-process rate limit) and never hangs.
 *   redis.subscriber()      — a second, dedicated connection for SUBSCRIBE (a subscribed ioredis
 *                             connection cannot run other commands). Created on first call; the same
 *                             instance on every call. ioredis re-subscribes after a reconnect.
 *   redis.isReady()         — true while the command connection is connected.
 *   redis.close()           — quits both connections (idempotent); call it from the app's onClose.
 *
 * Logging: one `warn` when a connection goes down and one `info` when it is back, never one line per
 * retry (ioredis retries every ≤ 2 s for ever).
 */
import { createRequire } from 'node:module';
import type { Redis, RedisOptions } from 'ioredis';

// Loaded on first use, not with the server: without REDIS_URL it is never needed (decision record 025).
const loadRedis = () => (createRequire(import.meta.url)('ioredis') as typeof import('ioredis')).Redis;

/** The subset of a pino/Fastify logger this module uses. */
export interface RedisLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface RedisHandle {
  client: Redis;
  subscriber(): Redis;
  isReady(): boolean;
  close(): Promise<void>;
}

const baseOptions: RedisOptions = {
  // Fail a command after one reconnect attempt instead of queueing it until Redis is back.
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  enableReadyCheck: true,
  retryStrategy: (times) => Math.min(100 * times, 2_000),
};

function watch(conn: Redis, name: string, log: RedisLog, url: string) {
  let down = false;
  const where = redactUrl(url);
  conn.on('ready', () => {
    if (down) log.info({ redis: where, connection: name }, 'redis connection restored');
    down = false;
  });
  conn.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ redis: where, connection: name, err: err.message }, 'redis unavailable; retrying in the background');
  });
}

/** The URL without its password, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis://(unparseable)';
  }
}

export function createRedis(url: string, log: RedisLog): RedisHandle {
  const RedisClient = loadRedis();
  const client = new RedisClient(url, { ...baseOptions, connectionName: 'randevu' });
  watch(client, 'client', log, url);
  let sub: Redis | undefined;
  let closed = false;
  return {
    client,
    subscriber() {
      if (!sub) {
        // A subscriber waits for messages: commands (SUBSCRIBE) may queue until connected.
        sub = new RedisClient(url, { ...baseOptions, maxRetriesPerRequest: null, connectionName: 'randevu-sub' });
        watch(sub, 'subscriber', log, url);
      }
      return sub;
    },
    isReady: () => client.status === 'ready',
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(
        [client, sub]
          .filter((c): c is Redis => !!c)
          .map((c) =>
            c.quit().then(
              () => undefined,
              () => c.disconnect(),
            ),
          ),
      );
    },
  };
}
