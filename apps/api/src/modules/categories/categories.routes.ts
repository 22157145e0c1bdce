import { z } from 'zod';
import { success } from '../../lib/reply';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySchema, errorResponseSchema, idParamsSchema, ok, serviceSchema } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { specPaths } from '../../lib/spec-paths';
import { createCategoriesService } from './categories.service';

export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createCategoriesService({ db });

  for (const url of specPaths('/categories')) {
    app.get(
      url,
      { schema: { tags: ['categories'], hide: !url.startsWith('/api'), response: { 200: ok(z.array(categorySchema)) } } },
      async () => success(await service.listCategories()),
    );
  }

  app.get(
    '/api/categories/:id/services',
    {
      schema: {
        tags: ['categories'],
        params: idParamsSchema,
        response: { 200: ok(z.array(serviceSchema)), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => success(await service.listServices(request.params.id)),
  );
};
