import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  ownerCalendarParamsSchema,
  ownerCalendarQuerySchema,
  ownerCalendarResponseSchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { requireRole } from '../../plugins/auth';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';
import { createOwnerCalendarService } from './owner-calendar.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * GET /api/owner/venues/{id}/calendar?from=&to= (issue 24): the owner's day and week views in one request. Another
 * owner's venue is 404 before the range is validated (plugins/ownership.ts); the answer is the owner's own data and
 * is never stored by a cache.
 */
export const ownerCalendarRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createOwnerCalendarService(deps);

  app.get(
    '/api/owner/venues/:id/calendar',
    {
      onRequest: requireRole('owner'),
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
      return { success: true as const, data: await service.get(request.user!.id, request.params.id, from, to) };
    },
  );
};
