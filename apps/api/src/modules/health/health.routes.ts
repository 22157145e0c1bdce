import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ isReady: () => boolean; db: Db }> = async (app, { isReady, db }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('starting') }) },
      },
    },
    async (_request, reply) => {
      if (!isReady()) return reply.status(503).send({ status: 'starting' as const });
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
