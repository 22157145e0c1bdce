import { z } from 'zod';
import { success } from '../../lib/reply';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, ok, ownerVenueImageSchema, venueImageParamsSchema } from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { readUpload } from '../media/media.service';
import { requireRole } from '../../plugins/auth';
import { createVenueImagesService } from './venue-images.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const security = [{ bearer: [] }];

export const venueImagesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, storage, cache, images }) => {
  const service = createVenueImagesService({ db, storage, log: app.log, cache, images });

  app.get(
    '/api/owner/venues/:id/images',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['owner'],
        security,
        params: idParamsSchema,
        response: { 200: ok(z.array(ownerVenueImageSchema)), ...errors },
      },
    },
    async (request) => success(await service.list(request.params.id, request.user!.id)),
  );

  app.post(
    '/api/owner/venues/:id/images',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['owner'],
        security,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          201: ok(ownerVenueImageSchema),
          ...errors,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Ownership first: another owner's id never gets its body read or decoded.
      await service.admitUpload(request.params.id, request.user!.id);
      const upload = await readUpload(request, 'image');
      const image = await service.create(request.params.id, upload);
      reply.status(201);
      return success(image);
    },
  );

  app.delete(
    '/api/owner/venues/:id/images/:imageId',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['owner'],
        security,
        params: venueImageParamsSchema,
        response: { 200: ok(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      await service.delete(request.params.id, request.params.imageId, request.user!.id);
      return success({ id: request.params.imageId });
    },
  );
};
