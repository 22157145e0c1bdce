import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../db/unavailable';
import { createHealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ isReady: () => boolean; db: Db }> = async (app, { isReady, db }) => {
  const service = createHealthService({ db, isReady });

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.enum(['starting', 'unavailable']) }) },
      },
    },
    async (_request, reply) => {
      const status = await service.status();
      if (status === 'starting') return reply.status(503).send({ status });
      if (status === 'unavailable') {
        return reply.status(503).header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S)).send({ status });
      }
      return { status };
    },
  );
};
