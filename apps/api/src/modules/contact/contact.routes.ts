import type { ModuleDeps } from '../module-deps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBodySchema, contactResultSchema, errorResponseSchema, ok } from '@randevu/contracts';
import { specPaths } from '../../lib/spec-paths';
import { createContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config, rateLimits, notifier }) => {
  const service = createContactService({ db, perIpPerHour: config.limits.contactPerIp, rateLimits, notifier });

  for (const url of specPaths('/contact')) {
    app.post(
      url,
      {
        schema: {
          tags: ['contact'],
          hide: !url.startsWith('/api'),
          body: contactBodySchema,
          response: { 201: ok(contactResultSchema), 400: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const data = await service.create(request.body, request.clientKey);
        reply.status(201);
        return { success: true as const, data };
      },
    );
  }
};
