/**
 * A fixed-window counter kept in process memory. One process serves the app (PGlite is
 * single-process), so an in-memory store is exact here; a multi-instance deployment would
 * move this to Redis behind the same two methods.
 */
export interface RateLimiter {
  /** Counts one hit for `key`; false when the key is over `limit` within the window. */
  hit(key: string, limit: number): boolean;
  /** True when `key` has reached `limit` (without counting). */
  isBlocked(key: string, limit: number): boolean;
  reset(key: string): void;
}

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
    hit(key, limit) {
      const b = bucket(key);
      b.count += 1;
      return b.count <= limit;
    },
    isBlocked(key, limit) {
      return bucket(key).count >= limit;
    },
    reset(key) {
      buckets.delete(key);
    },
  };
}
