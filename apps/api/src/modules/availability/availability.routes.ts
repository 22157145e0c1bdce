import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availableTimesQuerySchema, availableTimesResponseSchema, errorResponseSchema, idParamsSchema } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { specPaths } from '../../lib/spec-paths';
import { createAvailabilityService } from './availability.service';

export const availabilityRoutes: FastifyPluginAsyncZod<{ db: Db; now?: () => Date }> = async (app, { db, now }) => {
  const service = createAvailabilityService({ db, now });

  for (const url of specPaths('/experts/:id/available-times')) {
    app.get(
      url,
      {
        schema: {
          tags: ['availability'],
          hide: !url.startsWith('/api'),
          summary: 'Start times an expert can still be booked at on one venue day',
          params: idParamsSchema,
          querystring: availableTimesQuerySchema,
          response: { 200: availableTimesResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        // Slots change with every booking: never let a browser or proxy reuse an old answer.
        reply.header('cache-control', 'no-store');
        const { date, service_id, sub_service_id } = request.query;
        const data = await service.listAvailableTimes({
          expertId: request.params.id,
          date,
          serviceId: service_id,
          subServiceId: sub_service_id,
        });
        return { success: true as const, data };
      },
    );
  }
};
