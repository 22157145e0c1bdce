import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, ownerCalendarParamsSchema, ownerReportsQuerySchema } from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { requireRole } from '../../plugins/auth';
import { venueDayBounds } from '../../lib/time';
import { createOwnerReportsService } from './owner-reports.service';
import { createOwnerReportsCsvRepository } from './owner-reports.csv-repository';
import { reportCsv } from './owner-reports.csv';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * GET /api/owner/venues/{id}/reports.csv?from=&to=: the report's figures and the period's appointment list
 * as a CSV file Excel in Turkish opens right (UTF-8 with a BOM, `;`, decimal commas, CRLF; decision 043). The same
 * session, role, ownership (plugins/ownership.ts: another owner's venue 404 before the range is read) and query schema
 * as the JSON report, whose service it reuses; never kept by a browser or proxy.
 */
export const ownerReportsCsvRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createOwnerReportsService(deps);
  const repo = createOwnerReportsCsvRepository(deps.db);
  app.get(
    '/api/owner/venues/:id/reports.csv',
    {
      onRequest: [requireRole('owner')],
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        params: ownerCalendarParamsSchema,
        querystring: ownerReportsQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { from, to } = request.query;
      // The service checks the owner first (404), then reads the figures.
      const { report } = await service.report(request.user!.id, id, { from, to });
      const rows = await repo.appointments({ venueId: id, start: venueDayBounds(from).start, end: venueDayBounds(to).end });
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rapor-${id}-${from}-${to}.csv"`)
        .send(reportCsv(report, rows));
    },
  );
};
