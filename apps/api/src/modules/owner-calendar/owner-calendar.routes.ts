import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  ownerCalendarParamsSchema,
  ownerCalendarQuerySchema,
  ownerCalendarResponseSchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { ownerCachedRead } from '../../plugins/auth';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';
import { tags } from '../../lib/public-cache';
import { createOwnerCalendarService } from './owner-calendar.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * GET /api/owner/venues/{id}/calendar?from=&to=: the owner's day and week views in one request. Another
 * owner's venue is 404 before the range is validated (plugins/ownership.ts); the answer is the owner's own data and
 * is never stored by a browser or proxy cache (no-store).
 *
 * The process keeps the serialized answer (lib/public-cache.ts) under the owner's account and the URL, behind the
 * auth hook: a front desk polls every 15 s, and a week of a busy venue is hundreds of rows (bench/calendar.ts). It
 * is tagged with the venue and every expert it shows, so each write that changes available times (a booking, a move,
 * a status change, the completion job's sweep, time off, closures, holidays, hours, experts) drops it too.
 *
 * A miss answers text PostgreSQL and the service already wrote (decision 040); the 200 schema documents it, and
 * owner-calendar.json.routes.test.ts validates answers against it.
 */
export const ownerCalendarRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createOwnerCalendarService(deps);
  const cached = ownerCachedRead(deps.cache, deps.now);

  app.get(
    '/api/owner/venues/:id/calendar',
    {
      ...cached,
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        params: ownerCalendarParamsSchema,
        querystring: ownerCalendarQuerySchema,
        response: { 200: ownerCalendarResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { from, to } = request.query;
      const { body, expertIds, nextChangeMs } = await service.get(request.user!.id, request.params.id, from, to);
      // The answer carries `allowed_actions` (decision 059): kept until the clock changes one, or a write drops it.
      deps.cache.tag(
        request,
        [tags.venue(request.params.id), ...expertIds.map(tags.expert)],
        nextChangeMs === null ? {} : { expiresAt: nextChangeMs },
      );
      // Already JSON (decision 040): a string with a JSON content type is sent as it is, not serialized again.
      return reply.type('application/json; charset=utf-8').send(body as never); // typed for the object form
    },
  );
};
