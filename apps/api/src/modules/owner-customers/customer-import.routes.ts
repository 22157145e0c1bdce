import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerImportQuerySchema,
  customerImportResponseSchema,
  errorResponseSchema,
  ownerCalendarParamsSchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { errorResponses } from '../../lib/errors';
import { requireRole } from '../../plugins/auth';
import { readUpload } from '../media/media.service';
import { createCustomerImportService, customerImportUploadLimit } from './customer-import.service';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearer: [] }];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download: its bytes as they are (no response schema serialises a file), never kept by a cache. */
const sendFile = (reply: FastifyReply, type: string, name: string, body: string | Buffer) =>
  reply
    .header('cache-control', 'no-store')
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(body);

/**
 * A salon's customer list in and out of a spreadsheet (decision 089): POST …/customers/import (multipart `file`,
 * `legal_basis`, `dry_run` as a field or a query parameter) and GET …/customers/export.csv, …/export.xlsx. The session
 * and role first (401, 403), then the venue (another owner's: 404, before the query or the body is read), then the
 * hourly limit (429), then the file. The answers hold people's contacts: never stored by a cache.
 */
export const customerImportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createCustomerImportService(deps);
  const guarded = { onRequest: requireRole('owner') };

  app.post(
    '/api/owner/venues/:id/customers/import',
    {
      ...guarded,
      schema: {
        tags: ['owner'],
        security,
        consumes: ['multipart/form-data'],
        params: ownerCalendarParamsSchema,
        querystring: customerImportQuerySchema,
        response: {
          200: customerImportResponseSchema,
          ...errors,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id } = request.params;
      await service.admit(request.user!.id, id);
      const upload = await readUpload(request, 'file', customerImportUploadLimit);
      return { success: true as const, data: await service.run(request.user!.id, id, upload, request.query.dry_run) };
    },
  );

  app.get(
    '/api/owner/venues/:id/customers/export.csv',
    { ...guarded, schema: { tags: ['owner'], security, params: ownerCalendarParamsSchema, response: errors } },
    async (request, reply) => {
      const { id } = request.params;
      const csv = await service.exportCsv(request.user!.id, id);
      return sendFile(reply, 'text/csv; charset=utf-8', `musteriler-${id}.csv`, csv);
    },
  );

  app.get(
    '/api/owner/venues/:id/customers/export.xlsx',
    { ...guarded, schema: { tags: ['owner'], security, params: ownerCalendarParamsSchema, response: errors } },
    async (request, reply) => {
      const { id } = request.params;
      const xlsx = await service.exportXlsx(request.user!.id, id);
      return sendFile(reply, XLSX_TYPE, `musteriler-${id}.xlsx`, xlsx);
    },
  );
};
