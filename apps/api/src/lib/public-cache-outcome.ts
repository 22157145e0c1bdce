import type { FastifyRequest } from 'fastify';

/** Set by the public cache on a request it did not answer from memory (lib/public-cache.ts)… */
export const kPending = Symbol('publicCachePending');
/** …and on one it did. */
export const kHit = Symbol('publicCacheHit');
export type WithOutcome<P> = FastifyRequest & { [kPending]?: P; [kHit]?: true };

/** 'hit' or 'miss' for a request to a cached route, undefined for any other (GET /metrics counts them per route). */
export function cacheOutcome(request: FastifyRequest): 'hit' | 'miss' | undefined {
  const r = request as WithOutcome<unknown>;
  return r[kHit] ? 'hit' : r[kPending] ? 'miss' : undefined;
}
