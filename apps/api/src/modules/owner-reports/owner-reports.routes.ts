import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  ownerCalendarParamsSchema,
  ownerReportResponseSchema,
  ownerReportsQuerySchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { requireRole } from '../../plugins/auth';
import { createOwnerReportsService } from './owner-reports.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * GET /api/owner/venues/{id}/reports?from=&to= (issue 27): the venue's figures over at most 366 venue calendar days.
 * Owner only; another owner's venue is 404 before the range is validated (plugins/ownership.ts); never cached.
 */
export const ownerReportsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createOwnerReportsService(deps);
  app.get(
    '/api/owner/venues/:id/reports',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        params: ownerCalendarParamsSchema,
        querystring: ownerReportsQuerySchema,
        response: { 200: ownerReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.report(request.user!.id, request.params.id, request.query) };
    },
  );
};
