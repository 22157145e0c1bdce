import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  ok,
  venueAlternativesResponseSchema,
  venueDetailSchema,
  venueListParamsSchema,
  venueListQuerySchema,
  venueListResponseSchema,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import { specPaths } from '../../lib/spec-paths';
import { tags, type PublicCache } from '../../lib/public-cache';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';
import { createVenuesService } from './venues.service';

/**
 * The public marketplace reads: no session needed (docs/product.md#permissions). Both are served from the
 * public-read cache (lib/public-cache.ts) with an ETag; writes invalidate them.
 */
export const venuesRoutes: FastifyPluginAsyncZod<{ db: Db; cache: PublicCache }> = async (app, { db, cache }) => {
  const service = createVenuesService({ db });
  const cached = cache.routeOptions();
  /** A public read at `url`: cached, serialised from its schema, documented under /api only. */
  const publicRead = <S extends object>(url: string, schema: S) => ({
    ...cached,
    serializerCompiler: compiledSerializerCompiler,
    schema: { tags: ['venues'], hide: !url.startsWith('/api'), ...schema },
  });

  for (const url of specPaths('/venues/by-city-category/:city/:category')) {
    app.get(
      url,
      publicRead(url, {
        params: venueListParamsSchema,
        querystring: venueListQuerySchema,
        response: { 200: venueListResponseSchema, 400: errorResponseSchema },
      }),
      async (request) => {
        const { items, meta } = await service.listPublicVenues({
          cityId: request.params.city,
          categoryId: request.params.category,
          q: request.query.q,
          page: request.query.page,
          limit: request.query.limit,
          sort: request.query.sort,
          minRating: request.query.min_rating,
          after: request.query.after,
        });
        cache.tag(request, [tags.listings]);
        return { success: true as const, data: items, meta };
      },
    );
  }

  for (const url of specPaths('/venues/:id')) {
    app.get(
      url,
      publicRead(url, {
        params: idParamsSchema,
        response: { 200: ok(venueDetailSchema), 400: errorResponseSchema, 404: errorResponseSchema },
      }),
      async (request) => {
        const data = await service.getPublicVenue(request.params.id);
        cache.tag(request, [tags.venue(data.id)]);
        return { success: true as const, data };
      },
    );
  }

  // A removed venue's page offers these instead (decision 081); any listing change may change them.
  app.get(
    '/api/venues/:id/alternatives',
    publicRead('/api/venues/:id/alternatives', {
      params: idParamsSchema,
      response: { 200: venueAlternativesResponseSchema, 400: errorResponseSchema },
    }),
    async (request) => {
      const data = await service.listAlternatives(request.params.id);
      cache.tag(request, [tags.listings]);
      return { success: true as const, data };
    },
  );
};
