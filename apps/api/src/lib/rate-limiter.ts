import type { Redis } from 'ioredis';
import { RLWrapperTimeouts, RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';

/**
 * A fixed-window counter (decision records 021 and 028). The counting is rate-limiter-flexible's:
 * `RateLimiterMemory` in one process, `RateLimiterRedis` shared by every instance, with a memory
 * limiter as its `insuranceLimiter`. This module only maps the library onto the interface the
 * services use.
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

export interface RateLimitLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** The library never refuses: the services pass their own limit per call, compared here. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;
/**
 * RateLimiterMemory drops a key with a timer, and a Node timer holds at most 2^31 - 1 ms (24.8 days):
 * a longer memory window would be dropped at once. Memory windows are capped there; Redis keeps the
 * whole window (only the 180-day recognised-address limiter is longer).
 */
const MAX_MEMORY_WINDOW_MS = 2 ** 31 - 1;
const memorySeconds = (windowMs: number) => Math.min(windowMs, MAX_MEMORY_WINDOW_MS) / 1000;

/** Whatever the library answered (null: no key), as a count in a window still running. */
const windowOf = (res: RateLimiterRes | null): WindowCount =>
  res && res.msBeforeNext > 0 ? { count: res.consumedPoints, resetInMs: res.msBeforeNext } : { count: 0, resetInMs: 0 };

/** Per call: set when the insurance limiter answered it instead of Redis. */
interface CallMark {
  insured?: boolean;
}

/** The library's operations a limiter needs, each with a per-call mark passed through as its options. */
interface Store {
  consume(key: string, points: number, options: CallMark): Promise<RateLimiterRes>;
  get(key: string, options: CallMark): Promise<RateLimiterRes | null>;
  delete(key: string, options: CallMark): Promise<boolean>;
}

function limiterOn(store: Store, answered: (mark: CallMark) => void = () => {}): RateLimiter {
  const call = async <T>(op: (mark: CallMark) => Promise<T>): Promise<T> => {
    const mark: CallMark = {};
    const value = await op(mark);
    answered(mark);
    return value;
  };
  const increment = async (key: string) => windowOf(await call((m) => store.consume(key, 1, m)));
  const peek = async (key: string) => windowOf(await call((m) => store.get(key, m)));
  return {
    increment,
    peek,
    hit: async (key, limit) => (await increment(key)).count <= limit,
    isBlocked: async (key, limit) => (await peek(key)).count >= limit,
    reset: async (key) => {
      await call((m) => store.delete(key, m));
    },
  };
}

/**
 * The memory limiter reads the time with Date.now(), synchronously inside each call; a test's own
 * clock stands in for it during those calls only.
 */
function onClock(limiter: RateLimiterMemory, now: () => number): Store {
  if (now === Date.now) return limiter;
  const at = <T>(fn: () => T): T => {
    const real = Date.now;
    Date.now = now;
    try {
      return fn();
    } finally {
      Date.now = real;
    }
  };
  return {
    consume: (key, points, options) => at(() => limiter.consume(key, points, options)),
    get: (key) => at(() => limiter.get(key)),
    delete: (key) => at(() => limiter.delete(key)),
  };
}

/** A per-process limiter; `now` is for tests that move the clock. */
export function createRateLimiter(windowMs: number, now: () => number = Date.now): RateLimiter {
  const memory = new RateLimiterMemory({ points: UNLIMITED, duration: memorySeconds(windowMs), keyPrefix: '' });
  return limiterOn(onClock(memory, now));
}

/** One process, one count per limiter: the default (PGlite, or no REDIS_URL). */
export const memoryRateLimiters: RateLimiterFactory = (_name, windowMs) => createRateLimiter(windowMs);

/** The insurance limiter: a memory limiter that marks the calls it answers. */
class InsuranceLimiter extends RateLimiterMemory {
  override consume(key: string | number, points?: number, options?: CallMark) {
    if (options) options.insured = true;
    return super.consume(key, points, options as object);
  }
  override get(key: string | number, options?: CallMark) {
    if (options) options.insured = true;
    return super.get(key);
  }
  override delete(key: string | number, options?: CallMark) {
    if (options) options.insured = true;
    return super.delete(key);
  }
}

/**
 * Limiters whose counts live in Redis, shared by every instance (`<prefix>:<name>:<key>`): the first
 * hit of a window starts it (SET NX EX, then INCRBY, in one script), so every instance sees the same
 * window and count. Redis windows are whole seconds (rounded up).
 *
 * When Redis is not connected (answered at once, `rejectIfRedisNotReady`), fails, or does not answer
 * within `timeoutMs` (a hung server, RLWrapperTimeouts), the call is answered by the insurance
 * limiter, a per-process memory limiter of the same name and window: limits still hold per instance,
 * and a booking or a login is never refused because Redis is down. The switch is logged once as a
 * warning and the recovery once as info; counts made in memory during the outage stay there.
 */
export function createRedisRateLimiters(
  redis: Redis,
  log?: RateLimitLog,
  prefix = 'randevu:rl',
  timeoutMs = 250,
): RateLimiterFactory {
  let degraded = false;
  const answered = (mark: CallMark) => {
    if (mark.insured && !degraded) {
      degraded = true;
      log?.warn({ redis: redis.status }, 'rate limits: Redis unreachable, counting per process until it is back');
    } else if (!mark.insured && degraded) {
      degraded = false;
      log?.info({}, 'rate limits: Redis reachable again, counting across instances');
    }
  };
  return (name, windowMs) => {
    const keyPrefix = `${prefix}:${name}`;
    const seconds = Math.max(1, Math.ceil(windowMs / 1000));
    const insuranceLimiter = new InsuranceLimiter({ points: UNLIMITED, duration: memorySeconds(seconds * 1000), keyPrefix });
    const shared = new RateLimiterRedis({
      storeClient: redis,
      points: UNLIMITED,
      duration: seconds,
      keyPrefix,
      rejectIfRedisNotReady: true,
      insuranceLimiter,
    });
    const timed = new RLWrapperTimeouts({ limiter: shared, timeoutMs, insuranceLimiter }) as unknown as Store;
    return limiterOn(
      {
        consume: (key, points, mark) => timed.consume(key, points, mark),
        get: (key, mark) => timed.get(key, mark),
        // The library checks the connection before INCR and GET only: a DEL would wait for a reconnect.
        delete: (key, mark) => (redis.status === 'ready' ? timed.delete(key, mark) : insuranceLimiter.delete(key, mark)),
      },
      answered,
    );
  };
}
