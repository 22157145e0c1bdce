import type { ModuleDeps } from '../module-deps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, newsletterBodySchema, newsletterResultSchema, ok } from '@randevu/contracts';
import { createNewsletterService } from './newsletter.service';

/** Not in the spec's API list (its footer form shows no behaviour), so only under /api. */
export const newsletterRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config, rateLimits }) => {
  const service = createNewsletterService({ db, perIpPerHour: config.limits.contactPerIp, rateLimits });
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
