import { z } from 'zod';
import { success } from '../../lib/reply';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { citySchema, districtSchema, errorResponseSchema, idParam, neighborhoodSchema, ok } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { specPaths } from '../../lib/spec-paths';
import { createLocationsService } from './locations.service';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

export const locationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createLocationsService({ db });

  for (const url of specPaths('/cities')) {
    app.get(
      url,
      { schema: { tags: ['locations'], hide: !url.startsWith('/api'), response: { 200: ok(z.array(citySchema)) } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=3600');
        return success(await service.listCities());
      },
    );
  }

  app.get(
    '/api/districts/:cityId',
    {
      schema: {
        tags: ['locations'],
        params: z.object({ cityId: idParam }),
        response: { 200: ok(z.array(districtSchema)), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return success(await service.listDistricts(request.params.cityId));
    },
  );

  app.get(
    '/api/neighborhoods/:districtId',
    {
      schema: {
        tags: ['locations'],
        params: z.object({ districtId: idParam }),
        response: { 200: ok(z.array(neighborhoodSchema)), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return success(await service.listNeighborhoods(request.params.districtId));
    },
  );
};
