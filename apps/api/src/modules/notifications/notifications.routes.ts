import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devOutboxMessageSchema, ok } from '@randevu/contracts';
import type { ModuleDeps } from '../../lib/module-deps';
import { createNotificationsService } from './notifications.service';

/**
 * The development outbox: outside production, the latest 50 messages as JSON so a tester (and
 * the browser tests) can read what was sent. With NODE_ENV=production the route does not exist (404).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  if (config.env === 'production') return;
  const service = createNotificationsService({ db });
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest 50 outgoing messages (not in production)',
        response: { 200: ok(z.array(devOutboxMessageSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.latest() };
    },
  );
};
