import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import {
  errorResponseSchema,
  idParamsSchema,
  manageLinkRevokedSchema,
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

export const ownerAppointmentsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, cache, notifier, rateLimits, now },
) => {
  const service = createOwnerAppointmentsService({ db, cache, notifier, rateLimits, now });

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
    async (request) => success(await service.summary(request.user!.id, request.query.venue_id)),
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

  // Decision 077: "Geri al" of the owner's own "Geldi" or "Gelmedi", for a short while after it.
  app.post(
    '/api/owner/appointments/:id/status/undo',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        summary: 'Takes back the owner’s "Geldi" or "Gelmedi" within minutes of it; the appointment is confirmed again',
        params: idParamsSchema,
        response: { 200: ok(ownerAppointmentSchema), ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.undo(request.params.id, request.user!.id) }),
  );

  // Decision 054: the customer's links of this appointment stop working and a new one is sent to the customer.
  app.post(
    '/api/owner/appointments/:id/manage-link/revoke',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        summary: "Revokes the customer's manage and view links of the appointment and sends them a new manage link",
        params: idParamsSchema,
        response: { 200: ok(manageLinkRevokedSchema), ...errors, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.revokeManageLinks(request.params.id, request.user!.id),
    }),
  );
};
