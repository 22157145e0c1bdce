import type { ModuleDeps } from '../module-deps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestAppointmentBodySchema, guestCreatedAppointmentResponseSchema } from '@randevu/contracts';
import { specPaths } from '../../lib/spec-paths';
import { errorResponses } from '../../lib/errors';
import { createAppointmentsService } from './appointments.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Guest booking. The signed-in user's booking (`POST /api/user/appointments`) lives with the other
 * `/api/user/appointments` routes in the my-appointments module. */
export const appointmentsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, config, cache, now, rateLimits, notifier },
) => {
  const service = createAppointmentsService({ db, config, cache, now, rateLimits, notifier });

  for (const url of specPaths('/appointments/public')) {
    app.post(
      url,
      {
        schema: {
          tags: ['appointments'],
          hide: !url.startsWith('/api'),
          summary: 'Book a slot as a guest (fields checked in a fixed order; the first failure is answered)',
          body: guestAppointmentBodySchema,
          response: { 201: guestCreatedAppointmentResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const data = await service.bookAsGuest(request.body, { ip: request.clientKey });
        reply.status(201);
        return { success: true as const, data };
      },
    );
  }
};
