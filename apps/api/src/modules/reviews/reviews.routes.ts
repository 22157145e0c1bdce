import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  messages,
  myReviewSchema,
  ok,
  reviewBodySchema,
  venueReviewsQuerySchema,
  venueReviewsResponseSchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { errorResponses, notFound } from '../../lib/errors';
import { requireRole } from '../../plugins/auth';
import { createReviewsService, type ReviewScope } from './reviews.service';

const written = { 200: ok(myReviewSchema), 201: ok(myReviewSchema), 404: errorResponseSchema, 409: errorResponseSchema };

/**
 * Reviews (decision 039): the signed-in customer writes (POST) and edits within 48 hours (PUT) the review of
 * a completed appointment (the manage link's twins are manage.routes.ts: one limiter per link address); anyone reads a
 * venue's visible reviews.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createReviewsService(deps);
  const userScope = (userId: number): ReviewScope => ({ userId, missing: () => notFound(messages.myAppointments.missing) });

  for (const method of ['POST', 'PUT'] as const) {
    const write = method === 'POST' ? service.create : service.update;
    const status = method === 'POST' ? 201 : 200;

    app.route({
      method,
      url: '/api/user/appointments/:id/review',
      onRequest: requireRole('user'),
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: method === 'POST' ? 'Review my completed appointment' : 'Edit my review (48 hours after writing it)',
        params: idParamsSchema,
        body: reviewBodySchema,
        response: { ...written, ...errorResponses(400, 401, 403) },
      },
      handler: async (request, reply) => {
        const data = await write(request.params.id, userScope(request.user!.id), request.body);
        reply.status(status);
        return { success: true as const, data };
      },
    });
  }

  app.get(
    '/api/venues/:id/reviews',
    {
      schema: {
        tags: ['venues'],
        summary: "A venue's visible reviews, one page at a time (sort: newest, highest, lowest)",
        params: idParamsSchema,
        querystring: venueReviewsQuerySchema,
        response: { 200: venueReviewsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ success: true as const, ...(await service.listPublic(request.params.id, request.query)) }),
  );
};
