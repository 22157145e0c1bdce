import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerLookupQuerySchema,
  customerLookupResponseSchema,
  errorResponseSchema,
  ownerCalendarParamsSchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { requireRole } from '../../plugins/auth';
import { createOwnerCustomersService } from './owner-customers.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * GET /api/owner/venues/{id}/customers?phone= (issue 24): the front desk's lookup of a returning customer by the
 * digits of their phone. Another owner's venue is 404 before the digits are validated (plugins/ownership.ts); the
 * answer holds people's contacts and is never stored by a cache.
 */
export const ownerCustomersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createOwnerCustomersService(deps);

  app.get(
    '/api/owner/venues/:id/customers',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        params: ownerCalendarParamsSchema,
        querystring: customerLookupQuerySchema,
        response: { 200: customerLookupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await service.findByPhone(request.user!.id, request.params.id, request.query.phone),
      };
    },
  );
};
