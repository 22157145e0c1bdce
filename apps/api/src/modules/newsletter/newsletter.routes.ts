import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, newsletterBodySchema, newsletterResultSchema, ok } from '@randevu/contracts';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { createNewsletterService } from './newsletter.service';

/** Not in the spec's API list (its footer form shows no behaviour), so only under /api. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const service = createNewsletterService({ db, perIpPerHour: config.limits.contactPerIp, rateLimits: app.rateLimits });
  app.post(
    '/api/newsletter',
    {
      schema: {
        tags: ['contact'],
        body: newsletterBodySchema,
        response: { 201: ok(newsletterResultSchema), 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await service.subscribe(request.body, request.clientKey);
      reply.status(201);
      return { success: true as const, data };
    },
  );
};
