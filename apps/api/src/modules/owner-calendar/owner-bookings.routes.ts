import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import {
  createdAppointmentResponseSchema,
  idParamsSchema,
  moveAppointmentBodySchema,
  ok,
  ownerAppointmentSchema,
  ownerBookingBodySchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { requireRole } from '../../plugins/auth';
import { errorResponses } from '../../lib/errors';
import { createOwnerBookingsService } from './owner-bookings.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** The front desk (decision 033): walk-in and phone bookings, and moving an appointment. */
export const ownerBookingsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createOwnerBookingsService(deps);

  app.post(
    '/api/owner/venues/:id/appointments',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['owner'],
        summary: 'Book a walk-in or phone customer, confirmed at once',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: ownerBookingBodySchema,
        response: { 201: createdAppointmentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.book(request.params.id, request.user!.id, request.body);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.put(
    '/api/owner/appointments/:id',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['owner'],
        summary: 'Move an appointment to another time, expert or sub-service',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: moveAppointmentBodySchema,
        response: { 200: ok(ownerAppointmentSchema), ...errors },
      },
    },
    async (request) => success(await service.move(request.params.id, request.user!.id, request.body)),
  );
};
