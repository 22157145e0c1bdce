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
  };
}
