/**
 * The public-read cache (decision record 020): the serialized bytes of a public GET answer
 * (venue detail, venue listing, available times) kept in process memory with a strong ETag, and
 * dropped precisely by the writes that change it.
 *
 * Reads. A cached route registers `cache.routeOptions()` (an onRequest hook that answers a hit
 * from memory, 200 or 304, before validation or the handler run, and an onSend hook that stores a
 * miss's 200). The handler names what its answer depends on with `cache.tag(request, tags)`;
 * an answer without tags is never stored. Keys are the raw URL (an alias or another query
 * order is a separate entry), or the route's own key: the owner's calendar keys by account and URL
 * behind its auth hook, so one owner's entry never answers another; the size is bounded in entries and bytes by an lru-cache (the least
 * recently used entries go first). Expiry is checked against the route's clock (available times
 * follow the app's clock), not lru-cache's TTL.
 *
 * Writes. Services call one of the invalidation methods after their transaction committed and
 * before they answer, so the next read on this instance is fresh:
 *   invalidateVenue(id)  — an owner edit of the venue or anything shown on its page (info, hours,
 *                          images, FAQs, sub-services, experts): its detail, every listing, and the
 *                          available times of its experts;
 *   invalidateExpert(id) — a booking, a move, a cancellation or a status change of one of the
 *                          expert's appointments (the completion job's sweep included): that
 *                          expert's available times (every date) and the calendars showing them.
 *
 * A read that started before a write committed and finishes after its invalidation must not put
 * the old answer back: every invalidation bumps a generation counter and records it per tag, a
 * read notes the generation when it starts, and its answer is stored only when none of its tags
 * was invalidated since.
 *
 * Several instances. With a Redis handle, invalidations are also published on a pub/sub channel
 * and applied by the other instances on receipt (milliseconds). While the subscription is down the
 * cache is bypassed (answers come from the database), and when it is back the whole cache is
 * dropped, since messages may have been missed. Without Redis, `ttlMs` bounds how stale another
 * instance can be (buildApp sets 1 s on PostgreSQL without REDIS_URL, unlimited on PGlite, which
 * is one process).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RedisHandle } from './redis';
import { sendEncoded, type ContentEncoding } from './content-encoding';
import { etagOf, matchesEtag } from './etag';
import { kHit, kPending, type WithOutcome } from './public-cache-outcome';

/**
 * Pub/sub channels are server-wide (not per database number), so the database number of REDIS_URL
 * is part of the name: deployments sharing one Redis on different databases stay apart.
 */
export function invalidationChannel(redisUrl: string | undefined): string {
  let db = '0';
  try {
    db = new URL(redisUrl ?? '').pathname.replace('/', '') || '0';
  } catch {
    // Unparseable: database 0.
  }
  return `randevu:public-cache:invalidate:${db}`;
}

/** What writing services need: one call per write site. */
export interface PublicCacheInvalidation {
  invalidateVenue(venueId: number): void;
  invalidateExpert(expertId: number): void;
}

export interface TagOptions {
  /** Absolute time (ms) after which the answer is stale anyway (available times pass with the clock). */
  expiresAt?: number;
}

export interface PublicCache extends PublicCacheInvalidation {
  /**
   * Route options (hooks) for a cached GET. `key` names the entry (default the raw URL); a route whose answer
   * belongs to one account runs its auth hook first and puts the account in the key (the owner's calendar).
   */
  routeOptions(opts?: { cacheControl?: string; now?: () => number; key?: (request: FastifyRequest) => string }): {
    onRequest: onRequestHookHandler;
    onSend: onSendHookHandler;
    logLevel: 'warn';
  };
  /** Names what the answer being built depends on; only tagged 200 answers are stored. */
  tag(request: FastifyRequest, tags: string[], opts?: TagOptions): void;
  /** Drops tags here and on the other instances. */
  invalidate(tags: string[]): void;
  clear(): void;
  /** active: false while invalidations from other instances could be missed (the cache is bypassed). */
  stats(): {
    active: boolean;
    entries: number;
    bytes: number;
    hits: number;
    misses: number;
    stores: number;
    invalidations: number;
  };
  close(): Promise<void>;
}

export const tags = {
  venue: (id: number) => `venue:${id}`,
  expert: (id: number) => `expert:${id}`,
  listings: 'listings',
} as const;

interface Entry {
  body: Buffer;
  /** The body brotli- and gzip-compressed, each made on the first hit that asks for it. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  etag: string;
  cacheControl: string;
  tags: string[];
  expiresAt: number;
}

interface Pending {
  start: number;
  tags?: string[];
  expiresAt?: number;
}

type WithPending = WithOutcome<Pending>;

export interface PublicCacheOptions {
  /** Entries older than this are not served (cross-instance fallback without Redis). */
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  redis?: RedisHandle;
  /** Pub/sub channel (see invalidationChannel). */
  channel?: string;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** false: nothing is stored (every read goes to the database). */
  enabled?: boolean;
}

export function createPublicCache(opts: PublicCacheOptions = {}): PublicCache {
  const ttlMs = opts.ttlMs ?? Infinity;
  const maxEntries = opts.maxEntries ?? 20_000;
  const maxBytes = opts.maxBytes ?? 128 * 1024 * 1024;
  const enabled = opts.enabled ?? true;
  /** Keys per tag, to drop them without a scan; an entry leaves its tags when it leaves the cache. */
  const byTag = new Map<string, Set<string>>();
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (e) => Math.max(1, e.body.length),
    dispose: (e, key) => {
      for (const t of e.tags) {
        const set = byTag.get(t);
        set?.delete(key);
        if (set?.size === 0) byTag.delete(t);
      }
    },
  });
  const invalidatedAt = new Map<string, number>();
  let generation = 0;
  let clearedAt = 0;
  const counters = { hits: 0, misses: 0, stores: 0, invalidations: 0 };
  const instanceId = randomUUID();

  // Cross-instance: usable only while subscribed; entries from before a reconnect are dropped.
  const redis = opts.redis;
  const channelName = opts.channel ?? invalidationChannel(undefined);
  let subscribed = !redis;
  if (redis) {
    const sub = redis.subscriber();
    sub.on('message', (channel: string, message: string) => {
      if (channel !== channelName) return;
      try {
        const m = JSON.parse(message) as { from?: string; tags?: unknown };
        if (m.from === instanceId || !Array.isArray(m.tags)) return;
        dropTags(m.tags.filter((t): t is string => typeof t === 'string'));
      } catch {
        // Not ours: ignore.
      }
    });
    sub.on('ready', () => {
      // (Re)subscribed after a gap: anything cached may have missed an invalidation.
      sub.subscribe(channelName).then(
        () => {
          clear();
          subscribed = true;
        },
        (err: Error) => opts.log?.warn({ err: err.message }, 'public cache: redis subscribe failed'),
      );
    });
    sub.on('close', () => (subscribed = false));
    sub.on('end', () => (subscribed = false));
    sub.on('error', () => (subscribed = false));
  }

  function dropTags(list: string[]) {
    generation += 1;
    counters.invalidations += 1;
    for (const t of list) {
      invalidatedAt.set(t, generation);
      const keys = byTag.get(t);
      if (keys) for (const k of [...keys]) entries.delete(k);
    }
    // The per-tag generations only matter to reads in flight; keep the map small.
    if (invalidatedAt.size > 100_000) {
      invalidatedAt.clear();
      clearedAt = generation;
    }
  }

  function clear() {
    generation += 1;
    clearedAt = generation;
    entries.clear();
    byTag.clear();
  }

  function invalidate(list: string[]) {
    dropTags(list);
    if (redis) {
      redis.client.publish(channelName, JSON.stringify({ from: instanceId, tags: list })).catch((err: Error) => {
        opts.log?.warn({ err: err.message }, 'public cache: invalidation not published (other instances drop on reconnect)');
      });
    }
  }

  function store(key: string, pending: Pending, body: Buffer, cacheControl: string, etag: string, now: number) {
    if (!enabled || !subscribed || !pending.tags?.length) return;
    if (clearedAt > pending.start) return;
    for (const t of pending.tags) if ((invalidatedAt.get(t) ?? 0) > pending.start) return;
    if (body.length > maxBytes / 16) return;
    // Replacing an entry disposes of the old one (and its tags) first; the least recently used go past max.
    entries.set(key, {
      body,
      encoded: {},
      etag,
      cacheControl,
      tags: pending.tags,
      expiresAt: Math.min(pending.expiresAt ?? Infinity, ttlMs === Infinity ? Infinity : now + ttlMs),
    });
    for (const t of pending.tags) {
      let set = byTag.get(t);
      if (!set) byTag.set(t, (set = new Set()));
      set.add(key);
    }
    counters.stores += 1;
  }

  return {
    routeOptions({ cacheControl = 'no-cache', now = Date.now, key: keyOf = (r: FastifyRequest) => r.url } = {}) {
      const onRequest: onRequestHookHandler = function (request, reply: FastifyReply, done) {
        const key = keyOf(request);
        const e = subscribed ? entries.get(key) : undefined;
        if (e && e.expiresAt > now()) {
          counters.hits += 1;
          (request as WithPending)[kHit] = true;
          reply.header('etag', e.etag).header('cache-control', e.cacheControl);
          if (matchesEtag(request.headers['if-none-match'], e.etag)) {
            reply.code(304).send();
          } else {
            // Compressed here, once per entry, not by the compression plugin on every hit (it leaves an encoded body).
            sendEncoded(request, reply.header('content-type', 'application/json; charset=utf-8'), e.body, e.encoded);
          }
          return;
        }
        if (e) entries.delete(key);
        counters.misses += 1;
        (request as WithPending)[kPending] = { start: generation };
        done();
      };
      const onSend: onSendHookHandler = function (request, reply, payload, done) {
        const pending = (request as WithPending)[kPending];
        if (!pending || reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('set-cookie')) {
          return done(null, payload);
        }
        const body = Buffer.from(payload);
        const etag = etagOf(body);
        reply.header('etag', etag).header('cache-control', cacheControl);
        store(keyOf(request), pending, body, cacheControl, etag, now());
        if (matchesEtag(request.headers['if-none-match'], etag)) {
          reply.code(304);
          return done(null, '');
        }
        done(null, payload);
      };
      // No per-request access log lines on these routes: at tens of thousands of reads a second the two
      // pino lines per request cost a quarter of the CPU; the reverse proxy keeps the access log.
      return { onRequest, onSend, logLevel: 'warn' as const };
    },
    tag(request, list, tagOpts = {}) {
      const pending = (request as WithPending)[kPending];
      if (!pending) return;
      pending.tags = [...(pending.tags ?? []), ...list];
      if (tagOpts.expiresAt !== undefined) pending.expiresAt = Math.min(pending.expiresAt ?? Infinity, tagOpts.expiresAt);
    },
    invalidate,
    invalidateVenue: (venueId) => invalidate([tags.venue(venueId), tags.listings]),
    invalidateExpert: (expertId) => invalidate([tags.expert(expertId)]),
    clear,
    stats: () => ({ active: subscribed, entries: entries.size, bytes: entries.calculatedSize, ...counters }),
    async close() {
      clear();
    },
  };
}
