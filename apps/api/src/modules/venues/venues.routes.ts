import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  ok,
  venueDetailSchema,
  venueListParamsSchema,
  venueListQuerySchema,
  venueListResponseSchema,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import { specPaths } from '../../lib/spec-paths';
import { createVenuesService } from './venues.service';

/** The public marketplace reads: no session needed (spec section 7). */
export const venuesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createVenuesService({ db });

  for (const url of specPaths('/venues/by-city-category/:city/:category')) {
    app.get(
      url,
      {
        schema: {
          tags: ['venues'],
          hide: !url.startsWith('/api'),
          params: venueListParamsSchema,
          querystring: venueListQuerySchema,
          response: { 200: venueListResponseSchema, 400: errorResponseSchema },
        },
      },
      async (request) => {
        const { items, meta } = await service.listPublicVenues({
          cityId: request.params.city,
          categoryId: request.params.category,
          q: request.query.q,
          page: request.query.page,
          limit: request.query.limit,
        });
        return { success: true as const, data: items, meta };
      },
    );
  }

  for (const url of specPaths('/venues/:id')) {
    app.get(
      url,
      {
        schema: {
          tags: ['venues'],
          hide: !url.startsWith('/api'),
          params: idParamsSchema,
          response: { 200: ok(venueDetailSchema), 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => ({ success: true as const, data: await service.getPublicVenue(request.params.id) }),
    );
  }
};
