import type { Redis } from 'ioredis';

/**
 * A fixed-window counter. The methods are asynchronous so that a store shared by several
 * processes (Redis) fits behind the same interface; `createRateLimiter` keeps the counts in
 * process memory, which is exact for one process (PGlite is single-process).
 */
export interface RateLimiter {
  /** Counts one hit for `key`; false when the key is over `limit` within the window. */
  hit(key: string, limit: number): Promise<boolean>;
  /** True when `key` has reached `limit` (without counting). */
  isBlocked(key: string, limit: number): Promise<boolean>;
  reset(key: string): Promise<void>;
  /** Counts one hit for `key` and answers the count after it and the time left in its window. */
  increment(key: string): Promise<WindowCount>;
  /** The count of `key` and the time left in its window, without counting (0 and 0 when none). */
  peek(key: string): Promise<WindowCount>;
}

export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Makes the limiter of one service. `name` keeps the keys of different limiters apart in a shared
 * store (`auth:login`, `appointments:booking`, …); each name must be used by one limiter window.
 */
export type RateLimiterFactory = (name: string, windowMs: number) => RateLimiter;

export function createRateLimiter(windowMs: number, now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  const bucket = (key: string) => {
    const t = now();
    let b = buckets.get(key);
    if (!b || b.resetAt <= t) {
      b = { count: 0, resetAt: t + windowMs };
      buckets.set(key, b);
      if (buckets.size > 50_000) {
        for (const [k, v] of buckets) if (v.resetAt <= t) buckets.delete(k);
      }
    }
    return b;
  };
  return {
    async hit(key, limit) {
      const b = bucket(key);
      b.count += 1;
      return b.count <= limit;
    },
    async isBlocked(key, limit) {
      return bucket(key).count >= limit;
    },
    async reset(key) {
      buckets.delete(key);
    },
    async increment(key) {
      const b = bucket(key);
      b.count += 1;
      return { count: b.count, resetInMs: b.resetAt - now() };
    },
    async peek(key) {
      const b = buckets.get(key);
      const t = now();
      return b && b.resetAt > t ? { count: b.count, resetInMs: b.resetAt - t } : { count: 0, resetInMs: 0 };
    },
  };
}

/** One process, one count per limiter: the default (PGlite, or no REDIS_URL). */
export const memoryRateLimiters: RateLimiterFactory = (_name, windowMs) => createRateLimiter(windowMs);

export interface RateLimitLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * INCR and, when the key has no expiry yet, PEXPIRE in one atomic step: the first hit of a window
 * starts it, so every process sees the same window and the same count (fixed window, exactly as
 * the memory store). Returns the count after the hit.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** The same step, answering the count and the window's remaining milliseconds. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

type RedisWithHit = Redis & {
  randevuRateLimitHit(key: string, windowMs: number): Promise<number>;
  randevuRateLimitIncrement(key: string, windowMs: number): Promise<[number, number]>;
};

/**
 * Limiters whose counts live in Redis, shared by every instance (`randevu:rl:<name>:<key>`).
 *
 * When Redis is down or unreachable, each call falls back to a per-process memory limiter of the
 * same name and window: limits still hold per instance, a booking or a login is never refused
 * because Redis is down. The switch is logged once as a warning, and the recovery once as info;
 * counts made in memory during the outage are not carried over to Redis.
 */
export function createRedisRateLimiters(
  redis: Redis,
  log?: RateLimitLog,
  prefix = 'randevu:rl',
  timeoutMs = 250,
): RateLimiterFactory {
  const r = redis as RedisWithHit;
  if (typeof r.randevuRateLimitHit !== 'function') {
    redis.defineCommand('randevuRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  }
  if (typeof r.randevuRateLimitIncrement !== 'function') {
    redis.defineCommand('randevuRateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
  }
  let degraded = false;
  const failed = (error: unknown) => {
    if (degraded) return;
    degraded = true;
    log?.warn(
      { err: error instanceof Error ? { message: error.message } : error },
      'rate limits: Redis unreachable, counting per process until it is back',
    );
  };
  const succeeded = () => {
    if (!degraded) return;
    degraded = false;
    log?.info({}, 'rate limits: Redis reachable again, counting across instances');
  };
  /**
   * Runs `shared` against Redis; while not connected, on any failure, or when Redis does not answer
   * within `timeoutMs` (a hung server), runs `local` instead: a request never waits on Redis.
   */
  async function either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (redis.status !== 'ready') {
      failed(new Error(`connection ${redis.status}`));
      return local();
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      const value = await Promise.race([
        shared(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      succeeded();
      return value;
    } catch (error) {
      failed(error);
      return local();
    } finally {
      clearTimeout(timer);
    }
  }

  return (name, windowMs) => {
    const memory = createRateLimiter(windowMs);
    const k = (key: string) => `${prefix}:${name}:${key}`;
    return {
      hit: (key, limit) =>
        either(
          async () => (await r.randevuRateLimitHit(k(key), windowMs)) <= limit,
          () => memory.hit(key, limit),
        ),
      isBlocked: (key, limit) =>
        either(
          async () => Number((await redis.get(k(key))) ?? 0) >= limit,
          () => memory.isBlocked(key, limit),
        ),
      reset: (key) =>
        either(
          async () => {
            await redis.del(k(key));
          },
          () => memory.reset(key),
        ),
      increment: (key) =>
        either(
          async () => {
            const [count, ttl] = await r.randevuRateLimitIncrement(k(key), windowMs);
            return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
          },
          () => memory.increment(key),
        ),
      peek: (key) =>
        either(
          async () => {
            const [count, ttl] = await redis
              .multi()
              .get(k(key))
              .pttl(k(key))
              .exec()
              .then((rows) => (rows ?? []).map((row) => row[1]));
            const left = Number(ttl);
            return count == null || left <= 0 ? { count: 0, resetInMs: 0 } : { count: Number(count), resetInMs: left };
          },
          () => memory.peek(key),
        ),
    };
  };
}
