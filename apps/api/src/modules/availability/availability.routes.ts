import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import {
  availableTimesQuerySchema,
  availableTimesResponseSchema,
  closedDaysQuerySchema,
  closedDaysResponseSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import { specPaths } from '../../lib/spec-paths';
import { tags, type PublicCache } from '../../lib/public-cache';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';
import { createAvailabilityService } from './availability.service';

export const availabilityRoutes: FastifyPluginAsyncZod<{ db: Db; cache: PublicCache; now?: () => Date }> = async (
  app,
  { db, cache, now },
) => {
  const service = createAvailabilityService({ db, now });
  // Slots change with every booking: never let a browser or proxy reuse an old answer (the server-side
  // copy is invalidated by every booking; the ETag still lets a client ask for a 304).
  const cached = cache.routeOptions({ cacheControl: 'no-store', now: now ? () => now().getTime() : undefined });

  for (const url of specPaths('/experts/:id/available-times')) {
    app.get(
      url,
      {
        ...cached,
        serializerCompiler: compiledSerializerCompiler,
        schema: {
          tags: ['availability'],
          hide: !url.startsWith('/api'),
          summary: 'Start times an expert can still be booked at on one venue day',
          params: idParamsSchema,
          querystring: availableTimesQuerySchema,
          response: { 200: availableTimesResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => {
        const { date, service_id, sub_service_id } = request.query;
        const { times, venueId, expiresAt } = await service.listAvailableTimesForCache({
          expertId: request.params.id,
          date,
          serviceId: service_id,
          subServiceId: sub_service_id,
        });
        cache.tag(request, [tags.expert(request.params.id), tags.venue(venueId)], { expiresAt });
        return success(times);
      },
    );
  }

  // Closures and holiday openings change by the owner's hand, and each change invalidates the venue's tag.
  const calendarCached = cache.routeOptions({ now: now ? () => now().getTime() : undefined });
  app.get(
    '/api/venues/:id/closed-days',
    {
      ...calendarCached,
      schema: {
        tags: ['availability'],
        summary: 'Venue days the booking sheet marks as closed: public holidays, closures, the weekly day off',
        params: idParamsSchema,
        querystring: closedDaysQuerySchema,
        response: { 200: closedDaysResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { days, expiresAt } = await service.listClosedDays(request.params.id, request.query.from, request.query.to);
      cache.tag(request, [tags.venue(request.params.id)], { expiresAt });
      return success(days);
    },
  );
};
