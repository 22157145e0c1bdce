import { z } from 'zod';
import { success } from '../../lib/reply';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createVenueFaqBodySchema,
  deletedVenueFaqSchema,
  errorResponseSchema,
  ok,
  orderVenueFaqsBodySchema,
  updateVenueFaqBodySchema,
  venueFaqItemParamsSchema,
  venueFaqParamsSchema,
  venueFaqSchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { requireRole } from '../../plugins/auth';
import { createVenueFaqsService } from './venue-faqs.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const base = '/api/owner/venues/:venueId/faqs';
const common = { onRequest: requireRole('owner') } as const;
const meta = { tags: ['owner'], security: [{ bearer: [] }] };

/** Venue FAQs (docs/product-owner.md#faqs); the order endpoint, caps and the 50-FAQ limit are decision 014. */
export const venueFaqsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, cache }) => {
  const service = createVenueFaqsService({ db, cache });

  app.get(
    base,
    { ...common, schema: { ...meta, params: venueFaqParamsSchema, response: { 200: ok(z.array(venueFaqSchema)), ...errors } } },
    async (request) => success(await service.list(request.user!.id, request.params.venueId)),
  );

  app.post(
    base,
    {
      ...common,
      schema: {
        ...meta,
        params: venueFaqParamsSchema,
        body: createVenueFaqBodySchema,
        response: { 201: ok(venueFaqSchema), ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const faq = await service.create(request.user!.id, request.params.venueId, request.body);
      reply.status(201);
      return success(faq);
    },
  );

  // A static segment wins over `:faqId` in Fastify's router, so 'order' never reaches the route below.
  app.put(
    `${base}/order`,
    {
      ...common,
      schema: {
        ...meta,
        params: venueFaqParamsSchema,
        body: orderVenueFaqsBodySchema,
        response: { 200: ok(z.array(venueFaqSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.reorder(request.user!.id, request.params.venueId, request.body.faq_ids),
    }),
  );

  app.put(
    `${base}/:faqId`,
    {
      ...common,
      schema: {
        ...meta,
        params: venueFaqItemParamsSchema,
        body: updateVenueFaqBodySchema,
        response: { 200: ok(venueFaqSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(request.user!.id, request.params.venueId, request.params.faqId, request.body),
    }),
  );

  app.delete(
    `${base}/:faqId`,
    { ...common, schema: { ...meta, params: venueFaqItemParamsSchema, response: { 200: ok(deletedVenueFaqSchema), ...errors } } },
    async (request) => ({
      success: true as const,
      data: await service.delete(request.user!.id, request.params.venueId, request.params.faqId),
    }),
  );
};
