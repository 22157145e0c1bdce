import { z } from 'zod';
import { success } from '../../lib/reply';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createVenueBodySchema,
  errorResponseSchema,
  idParamsSchema,
  ok,
  ownerVenueDetailSchema,
  ownerVenueSchema,
  updateVenueBodySchema,
  venueGoLiveSchema,
  venuePublicationBodySchema,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { requireRole } from '../../plugins/auth';
import { createOwnerVenuesService } from './owner-venues.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const owned = { ...errors, 404: errorResponseSchema };
/** An owner's route: the owner role, and its schema under the owner tag with the bearer session. */
const asOwner = <S extends object>(schema: S) => ({
  onRequest: requireRole('owner'),
  schema: { tags: ['owner'], security: [{ bearer: [] }], ...schema },
});

export const ownerVenuesRoutes: FastifyPluginAsyncZod<{ db: Db; cache: PublicCacheInvalidation }> = async (
  app,
  { db, cache },
) => {
  const service = createOwnerVenuesService({ db, cache });

  app.post(
    '/api/owner/venues',
    asOwner({
      body: createVenueBodySchema,
      response: { 201: ok(ownerVenueDetailSchema), ...errors },
    }),
    async (request, reply) => {
      const venue = await service.create(request.user!.id, request.body);
      reply.status(201);
      return success(venue);
    },
  );

  app.get('/api/owner/my-venues', asOwner({ response: { 200: ok(z.array(ownerVenueSchema)), ...errors } }), async (request) => ({
    success: true as const,
    data: await service.listMine(request.user!.id),
  }));

  app.get(
    '/api/owner/venues/:id',
    asOwner({
      params: idParamsSchema,
      response: { 200: ok(ownerVenueDetailSchema), ...owned },
    }),
    async (request) => success(await service.getDetail(request.params.id, request.user!.id)),
  );

  app.put(
    '/api/owner/venues/:id',
    asOwner({
      params: idParamsSchema,
      body: updateVenueBodySchema,
      response: { 200: ok(ownerVenueDetailSchema), ...owned },
    }),
    async (request) => ({
      success: true as const,
      data: await service.update(request.params.id, request.user!.id, request.body),
    }),
  );

  app.get(
    '/api/owner/venues/:id/go-live',
    asOwner({ params: idParamsSchema, response: { 200: ok(venueGoLiveSchema), ...owned } }),
    async (request) => success(await service.getGoLive(request.params.id, request.user!.id)),
  );

  app.put(
    '/api/owner/venues/:id/publication',
    asOwner({
      params: idParamsSchema,
      body: venuePublicationBodySchema,
      response: { 200: ok(venueGoLiveSchema), ...owned, 409: errorResponseSchema },
    }),
    async (request) => success(await service.setPublished(request.params.id, request.user!.id, request.body.is_published)),
  );
};
