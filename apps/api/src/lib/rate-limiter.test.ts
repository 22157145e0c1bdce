import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimiter, createRedisRateLimiters, type RateLimitLog } from './rate-limiter';
import { createRedis, type RedisHandle } from './redis';
import type { Redis } from 'ioredis';
import { testRedisUrl } from '../../test/redis';
import { requireRedis } from '../../test/require-service';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function recordingLog() {
  const lines: { level: 'warn' | 'info'; msg: string }[] = [];
  const log: RateLimitLog = {
    warn: (_o, msg) => lines.push({ level: 'warn', msg }),
    info: (_o, msg) => lines.push({ level: 'info', msg }),
  };
  return { log, lines };
}

async function ready(redis: Redis) {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`redis not ready: ${redis.status}`)), 3000);
    redis.once('ready', () => {
      clearTimeout(t);
      resolve();
    });
  });
}

describe('memory rate limiter (one process)', () => {
  it('allows `limit` hits per window, then refuses until the window ends', async () => {
    let t = 0;
    const limiter = createRateLimiter(1000, () => t);
    for (let i = 0; i < 3; i++) expect(await limiter.hit('k', 3)).toBe(true);
    expect(await limiter.isBlocked('k', 3)).toBe(true);
    expect(await limiter.hit('k', 3)).toBe(false);
    t = 1000;
    expect(await limiter.isBlocked('k', 3)).toBe(false);
    expect(await limiter.hit('k', 3)).toBe(true);
    await limiter.reset('k');
    expect(await limiter.isBlocked('k', 1)).toBe(false);
  });

  it('increment answers the count and the time left; peek reads both without counting', async () => {
    let t = 0;
    const limiter = createRateLimiter(1000, () => t);
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await limiter.increment('k')).toEqual({ count: 1, resetInMs: 1000 });
    t = 400;
    expect(await limiter.increment('k')).toEqual({ count: 2, resetInMs: 600 });
    expect(await limiter.peek('k')).toEqual({ count: 2, resetInMs: 600 });
    t = 1000;
    expect(await limiter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
  });
});

const reachable = await requireRedis();

describe.skipIf(!reachable)('Redis rate limiter (shared by instances)', () => {
  const prefix = `randevu-test:rl:${process.pid}:${Date.now()}`;
  const handles: RedisHandle[] = [];
  const quiet = { info: () => {}, warn: () => {} };
  const client = async () => {
    const h = createRedis(testRedisUrl, quiet);
    handles.push(h);
    await ready(h.client);
    return h.client;
  };
  afterAll(async () => {
    const c = await client();
    const keys = await c.keys(`${prefix}:*`);
    if (keys.length) await c.del(...keys);
    for (const h of handles) await h.close();
  });

  it('counts hits of two processes (two connections) against one limit, same semantics as memory', async () => {
    const a = createRedisRateLimiters(await client(), undefined, prefix)('auth:login', 60_000);
    const b = createRedisRateLimiters(await client(), undefined, prefix)('auth:login', 60_000);
    expect(await a.hit('ip:1', 4)).toBe(true);
    expect(await b.hit('ip:1', 4)).toBe(true);
    expect(await a.hit('ip:1', 4)).toBe(true);
    expect(await b.isBlocked('ip:1', 4)).toBe(false);
    expect(await b.hit('ip:1', 4)).toBe(true);
    expect(await a.isBlocked('ip:1', 4)).toBe(true);
    expect(await a.hit('ip:1', 4)).toBe(false);
    expect(await b.hit('ip:1', 4)).toBe(false);
    await b.reset('ip:1');
    expect(await a.isBlocked('ip:1', 4)).toBe(false);
    expect(await a.hit('ip:1', 4)).toBe(true);
  });

  it('keeps the keys of differently named limiters apart', async () => {
    const limits = createRedisRateLimiters(await client(), undefined, prefix);
    const login = limits('auth:login', 60_000);
    const contact = limits('contact', 60_000);
    expect(await login.hit('ip:2', 1)).toBe(true);
    expect(await login.hit('ip:2', 1)).toBe(false);
    expect(await contact.hit('ip:2', 1)).toBe(true);
  });

  it('is a fixed window of whole seconds: the first hit starts it, later hits do not extend it', async () => {
    const c = await client();
    const limiter = createRedisRateLimiters(c, undefined, prefix)('window', 1_000);
    expect(await limiter.hit('k', 2)).toBe(true);
    await sleep(500);
    expect(await limiter.hit('k', 2)).toBe(true);
    expect(await limiter.hit('k', 2)).toBe(false);
    const ttl = await c.pttl(`${prefix}:window:k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(500);
    await sleep(600);
    expect(await limiter.isBlocked('k', 2)).toBe(false);
    expect(await limiter.hit('k', 2)).toBe(true);
  });

  it('increment and peek answer the shared count and the time left in the window', async () => {
    const limits = createRedisRateLimiters(await client(), undefined, prefix);
    const a = limits('count', 60_000);
    const b = createRedisRateLimiters(await client(), undefined, prefix)('count', 60_000);
    expect(await a.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect((await a.increment('k')).count).toBe(1);
    const second = await b.increment('k');
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(59_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    const peeked = await a.peek('k');
    expect(peeked.count).toBe(2);
    expect(peeked.resetInMs).toBeGreaterThan(59_000);
    expect(await a.hit('k', 3)).toBe(true);
    expect(await a.hit('k', 3)).toBe(false);
  });

  it('falls back to per-process counting when Redis is down, logs once, and logs the recovery once', async () => {
    // Redis behind a TCP proxy that can be cut and restored, as a network outage would.
    const target = new URL(testRedisUrl);
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((s) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const x of [s, upstream]) {
        sockets.add(x);
        x.on('error', () => {});
        x.on('close', () => sockets.delete(x));
      }
      s.pipe(upstream).pipe(s);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', () => r()));
    const port = (proxy.address() as net.AddressInfo).port;
    const handle = createRedis(`redis://127.0.0.1:${port}${target.pathname}`, quiet);
    handles.push(handle);
    const c = handle.client;
    await ready(c);
    const { log, lines } = recordingLog();
    const limiter = createRedisRateLimiters(c, log, prefix)('degrade', 60_000);
    expect(await limiter.hit('k', 2)).toBe(true); // counted in Redis

    await new Promise<void>((r) => {
      proxy.close(() => r());
      for (const x of sockets) x.destroy();
    });
    await sleep(50);
    const started = performance.now();
    // Never refused because Redis is down: a fresh per-process window applies…
    expect(await limiter.hit('k', 2)).toBe(true);
    expect(await limiter.hit('k', 2)).toBe(true);
    expect(await limiter.hit('k', 2)).toBe(false); // …and the limit still holds per process
    expect(performance.now() - started).toBeLessThan(600);
    expect(lines).toEqual([{ level: 'warn', msg: 'rate limits: Redis unreachable, counting per process until it is back' }]);

    const back = new Promise<void>((resolve) => c.once('ready', () => resolve()));
    proxy.listen(port, '127.0.0.1');
    await back;
    expect(await limiter.hit('k', 2)).toBe(true); // Redis had 1; this is 2
    expect(await limiter.hit('k', 2)).toBe(false);
    expect(lines.map((l) => l.level)).toEqual(['warn', 'info']);
    await handle.close();
    proxy.close();
  });

  it('answers from memory when Redis hangs (connected, no answer) within the timeout', async () => {
    const c = await client();
    const { log, lines } = recordingLog();
    const limiter = createRedisRateLimiters(c, log, prefix, 100)('hung', 60_000);
    const paused = await client();
    // CLIENT PAUSE stops Redis answering every client's writes for a moment.
    await paused.call('CLIENT', 'PAUSE', '400', 'WRITE');
    const started = performance.now();
    expect(await limiter.hit('k', 1)).toBe(true);
    expect(performance.now() - started).toBeLessThan(300);
    expect(lines.map((l) => l.level)).toEqual(['warn']);
    await sleep(400);
  });

  it('answers at once from memory when Redis cannot be reached at all', async () => {
    const handle = createRedis('redis://127.0.0.1:1/0', quiet);
    handles.push(handle);
    const dead = handle.client;
    const { log, lines } = recordingLog();
    const limiter = createRedisRateLimiters(dead, log, prefix)('dead', 60_000);
    const started = performance.now();
    for (let i = 0; i < 5; i++) expect(await limiter.hit('k', 5)).toBe(true);
    expect(await limiter.hit('k', 5)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
  });
});

describe('Redis rate limiter with Redis unreachable: the insurance limiter answers', () => {
  it('counts, peeks, blocks, resets and ends the window in memory, per name, without waiting on Redis', async () => {
    // A port nothing listens on: taken from the system, then closed.
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const handle = createRedis(`redis://127.0.0.1:${port}/0`, { info: () => {}, warn: () => {} });
    try {
      const { log, lines } = recordingLog();
      const limits = createRedisRateLimiters(handle.client, log, 'randevu-test:rl:insurance');
      const login = limits('auth:login', 1_000);
      const contact = limits('contact', 60_000);
      const started = performance.now();
      expect(await login.peek('ip:9')).toEqual({ count: 0, resetInMs: 0 });
      const first = await login.increment('ip:9');
      expect(first.count).toBe(1);
      expect(first.resetInMs).toBeGreaterThan(900);
      expect(first.resetInMs).toBeLessThanOrEqual(1_000);
      expect(await login.hit('ip:9', 3)).toBe(true);
      expect(await login.isBlocked('ip:9', 3)).toBe(false);
      expect(await login.hit('ip:9', 3)).toBe(true);
      expect(await login.isBlocked('ip:9', 3)).toBe(true);
      expect(await login.hit('ip:9', 3)).toBe(false);
      expect((await login.peek('ip:9')).count).toBe(4);
      expect(await contact.hit('ip:9', 1)).toBe(true); // another name, another count
      await login.reset('ip:9');
      expect(await login.peek('ip:9')).toEqual({ count: 0, resetInMs: 0 });
      expect(await login.hit('ip:9', 1)).toBe(true);
      expect(await login.hit('ip:9', 1)).toBe(false);
      expect(performance.now() - started).toBeLessThan(100);
      await sleep(1_050); // the window ends in memory too
      expect(await login.peek('ip:9')).toEqual({ count: 0, resetInMs: 0 });
      expect(await login.hit('ip:9', 1)).toBe(true);
      expect(lines).toEqual([{ level: 'warn', msg: 'rate limits: Redis unreachable, counting per process until it is back' }]);
    } finally {
      await handle.close();
    }
  });
});
