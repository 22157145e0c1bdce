import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import {
  createSubServiceBodySchema,
  errorResponseSchema,
  idParamsSchema,
  mySubServicesQuerySchema,
  ownerSubServiceListResponseSchema,
  ownerSubServiceResponseSchema,
  subServiceDeletedResponseSchema,
  updateSubServiceBodySchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { requireRole } from '../../plugins/auth';
import { createSubServicesService } from './sub-services.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const owner = { onRequest: requireRole('owner') };
const doc = { tags: ['sub-services'], security: [{ bearer: [] }] };

export const subServicesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, cache }) => {
  const service = createSubServicesService({ db, cache });

  app.get(
    '/api/my-sub-services',
    {
      ...owner,
      schema: { ...doc, querystring: mySubServicesQuerySchema, response: { 200: ownerSubServiceListResponseSchema, ...errors } },
    },
    async (request) => success(await service.listMine(request.user!.id, request.query.venue_id)),
  );

  app.get(
    '/api/sub-services/:id',
    { ...owner, schema: { ...doc, params: idParamsSchema, response: { 200: ownerSubServiceResponseSchema, ...errors } } },
    async (request) => success(await service.get(request.params.id, request.user!.id)),
  );

  app.post(
    '/api/sub-services',
    {
      ...owner,
      schema: {
        ...doc,
        body: createSubServiceBodySchema,
        response: { 201: ownerSubServiceResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.user!.id, request.body);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.put(
    '/api/sub-services/:id',
    {
      ...owner,
      schema: {
        ...doc,
        params: idParamsSchema,
        body: updateSubServiceBodySchema,
        response: { 200: ownerSubServiceResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(request.params.id, request.user!.id, request.body),
    }),
  );

  app.delete(
    '/api/sub-services/:id',
    {
      ...owner,
      schema: {
        ...doc,
        params: idParamsSchema,
        response: { 200: subServiceDeletedResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => success(await service.delete(request.params.id, request.user!.id)),
  );
};
