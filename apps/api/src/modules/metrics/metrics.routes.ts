import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@randevu/contracts';
import type { PoolStats } from '../../db/client';
import { fromThisMachine } from '../../lib/client-address';
import { cacheOutcome } from '../../lib/public-cache-outcome';
import type { ModuleDeps } from '../module-deps';
import { outboxBacklog } from '../notifications/outbox-backlog';
import { bookingChannel, bookingOutcome } from './booking-outcome';
import { createMetrics } from './metrics.registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus text and its content type, for the METRICS_PORT listener. */
    scrapeMetrics(): Promise<{ contentType: string; body: string }>;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in the Prometheus text format (decision 045), and the hooks that measure every route.
 * Registered before the other modules (app.ts): its hooks are global. Answered to a request carrying
 * `Authorization: Bearer $METRICS_TOKEN`, or without a token, outside production, to a client on this machine that no
 * proxy forwarded; anyone else gets 403. In production a same-host proxy's requests arrive from loopback too, and not
 * every proxy says so in a header, so there the token or the METRICS_PORT listener (metrics-listener.ts) is the only
 * way in (decision 057).
 */
export const metricsRoutes = fp(async function metrics(app: FastifyInstance, deps: ModuleDeps & { poolStats?: () => PoolStats }) {
  const metrics = createMetrics({ cache: deps.cache, poolStats: deps.poolStats, outboxBacklog: () => outboxBacklog(deps.db) });
  const token = deps.config.metricsToken ? digest(deps.config.metricsToken) : undefined;
  const allowed = (request: FastifyRequest) => {
    const bearer = /^Bearer (.{1,256})$/.exec(request.headers.authorization ?? '')?.[1];
    if (token && bearer !== undefined) return timingSafeEqual(digest(bearer), token);
    return deps.config.metricsFromLoopback && fromThisMachine(request);
  };
  app.decorate('scrapeMetrics', async () => ({ contentType: metrics.contentType, body: await metrics.scrape() }));

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    const cached = cacheOutcome(request);
    if (cached) metrics.cacheRequests.inc({ route, result: cached });
    done();
  });
  // A booking's outcome needs its error code, which only the answer carries.
  app.addHook('onSend', (request, reply, payload, done) => {
    const channel = bookingChannel(request.method, request.routeOptions.url);
    if (channel) metrics.bookings.inc({ channel, ...bookingOutcome(reply.statusCode, payload) });
    done(null, payload);
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!allowed(request))
      return reply.status(403).send({ success: false, code: 'FORBIDDEN', message: messages.common.forbidden });
    return reply
      .header('content-type', metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.scrape());
  });
});
