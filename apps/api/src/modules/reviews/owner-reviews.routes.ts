import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  ok,
  ownerReviewSchema,
  reviewIdParamsSchema,
  reviewReplyBodySchema,
  reviewReportBodySchema,
  venueReviewsMetaSchema,
  venueReviewsQuerySchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { errorResponses } from '../../lib/errors';
import { requireRole } from '../../plugins/auth';
import { createOwnerReviewsService } from './owner-reviews.service';

const errors = errorResponses(400, 401, 403, 404);
const listResponse = z.object({ success: z.literal(true), data: z.array(ownerReviewSchema), meta: venueReviewsMetaSchema });

/** The owner's reviews (decision 039): read all of a venue's, reply once (editable), report one. */
export const ownerReviewsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createOwnerReviewsService(deps);
  const guarded = { onRequest: requireRole('owner') };

  app.get(
    '/api/owner/venues/:id/reviews',
    {
      ...guarded,
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        summary: 'Every review of my venue, hidden ones marked',
        params: idParamsSchema,
        querystring: venueReviewsQuerySchema,
        response: { 200: listResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.list(request.params.id, request.user!.id, request.query)),
    }),
  );

  app.put(
    '/api/owner/reviews/:id/reply',
    {
      ...guarded,
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        summary: "My venue's one public reply to a review (writing it again replaces it)",
        params: reviewIdParamsSchema,
        body: reviewReplyBodySchema,
        response: { 200: ok(ownerReviewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.reply(request.params.id, request.user!.id, request.body.reply),
    }),
  );

  app.post(
    '/api/owner/reviews/:id/report',
    {
      ...guarded,
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        summary: 'Report a review to the moderators (it stays visible until they decide)',
        params: reviewIdParamsSchema,
        body: reviewReportBodySchema,
        response: { 201: ok(ownerReviewSchema), ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.report(request.params.id, request.user!.id, request.body.reason);
      reply.status(201);
      return { success: true as const, data };
    },
  );
};
