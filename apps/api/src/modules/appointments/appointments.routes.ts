import type { ModuleDeps } from '../module-deps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdAppointmentResponseSchema, errorResponseSchema, guestAppointmentBodySchema } from '@randevu/contracts';
import { specPaths } from '../../lib/spec-paths';
import { createAppointmentsService } from './appointments.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

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
          summary: 'Book a slot as a guest (validated in the order of spec section 5)',
          body: guestAppointmentBodySchema,
          response: { 201: createdAppointmentResponseSchema, ...errors },
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
