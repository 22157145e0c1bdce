import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  listOwnerAppointmentsQuerySchema,
  ok,
  ownerAppointmentListResponseSchema,
  ownerAppointmentSchema,
  ownerAppointmentsSummaryQuerySchema,
  ownerAppointmentsSummarySchema,
  updateOwnerAppointmentStatusBodySchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { requireRole } from '../../plugins/auth';
import { createOwnerAppointmentsService } from './owner-appointments.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const ownerAppointmentsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, cache, notifier, now }) => {
  const service = createOwnerAppointmentsService({ db, cache, notifier, now });

  app.get(
    '/api/owner/appointments',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        querystring: listOwnerAppointmentsQuerySchema,
        response: { 200: ownerAppointmentListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(request.user!.id, request.query)) }),
  );

  // The badge of the venue panel: one small aggregate the web client can poll cheaply.
  app.get(
    '/api/owner/appointments/summary',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        querystring: ownerAppointmentsSummaryQuerySchema,
        response: { 200: ok(ownerAppointmentsSummarySchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.summary(request.user!.id, request.query.venue_id) }),
  );

  app.put(
    '/api/owner/appointments/:id/status',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: updateOwnerAppointmentStatusBodySchema,
        response: { 200: ok(ownerAppointmentSchema), ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.decide(request.params.id, request.user!.id, request.body.status, request.body.reason),
    }),
  );
};
