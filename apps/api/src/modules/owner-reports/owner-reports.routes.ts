import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import {
  errorResponseSchema,
  ownerCalendarParamsSchema,
  ownerReportResponseSchema,
  ownerReportsQuerySchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { ownerCachedRead } from '../../plugins/auth';
import { tags } from '../../lib/public-cache';
import { createOwnerReportsService } from './owner-reports.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * GET /api/owner/venues/{id}/reports?from=&to=: the venue's figures over at most 366 venue calendar days.
 * Owner only; another owner's venue is 404 before the range is validated (plugins/ownership.ts); never stored by a
 * browser or proxy (no-store).
 *
 * As the calendar does (decision 035), the process keeps the serialized answer under the owner's account and the URL,
 * behind the auth hook, tagged with the venue and every expert of it: every write that changes an appointment (a
 * booking of any kind, a cancel, a move, a status change, the completion job's sweep) drops the expert's entries, so a
 * report is never older than the last write; a year over 50,000 appointments costs ~100 ms of database time.
 */
export const ownerReportsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createOwnerReportsService(deps);
  const cached = ownerCachedRead(deps.cache);
  app.get(
    '/api/owner/venues/:id/reports',
    {
      ...cached,
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
      const { report, expertIds } = await service.report(request.user!.id, request.params.id, request.query);
      deps.cache.tag(request, [tags.venue(request.params.id), ...expertIds.map(tags.expert)]);
      return success(report);
    },
  );
};
