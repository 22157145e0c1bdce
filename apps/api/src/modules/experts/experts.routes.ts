import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import {
  assignExpertServiceBodySchema,
  assignExpertSubServiceBodySchema,
  createExpertBodySchema,
  errorResponseSchema,
  expertAssignmentDeletedResponseSchema,
  expertDeletedResponseSchema,
  expertPhotoResponseSchema,
  expertServiceParamsSchema,
  expertSubServiceParamsSchema,
  idParamsSchema,
  ownerExpertListResponseSchema,
  ownerExpertResponseSchema,
  ownerExpertServiceResponseSchema,
  ownerExpertSubServiceResponseSchema,
  ownerExpertsQuerySchema,
  updatedExpertResponseSchema,
  updateExpertBodySchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { readUpload } from '../media/media.service';
import { requireRole } from '../../plugins/auth';
import { createExpertsService } from './experts.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const conflictError = { 409: errorResponseSchema };
const owner = { onRequest: requireRole('owner') };
const doc = { tags: ['experts'], security: [{ bearer: [] }] };

export const expertsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, storage, cache, images }) => {
  const service = createExpertsService({ db, storage, cache, storeImage: images.store });

  app.get(
    '/api/owner/experts',
    {
      ...owner,
      schema: { ...doc, querystring: ownerExpertsQuerySchema, response: { 200: ownerExpertListResponseSchema, ...errors } },
    },
    async (request) => success(await service.listMine(request.user!.id, request.query.venue_id)),
  );

  app.get(
    '/api/owner/experts/:id',
    { ...owner, schema: { ...doc, params: idParamsSchema, response: { 200: ownerExpertResponseSchema, ...errors } } },
    async (request) => success(await service.get(request.params.id, request.user!.id)),
  );

  app.post(
    '/api/owner/experts',
    { ...owner, schema: { ...doc, body: createExpertBodySchema, response: { 201: ownerExpertResponseSchema, ...errors } } },
    async (request, reply) => {
      const data = await service.create(request.user!.id, request.body);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.put(
    '/api/owner/experts/:id',
    {
      ...owner,
      schema: {
        ...doc,
        params: idParamsSchema,
        body: updateExpertBodySchema,
        response: { 200: updatedExpertResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(request.params.id, request.user!.id, request.body),
    }),
  );

  app.delete(
    '/api/owner/experts/:id',
    {
      ...owner,
      schema: { ...doc, params: idParamsSchema, response: { 200: expertDeletedResponseSchema, ...conflictError, ...errors } },
    },
    async (request) => success(await service.delete(request.params.id, request.user!.id)),
  );

  app.post(
    '/api/owner/experts/:id/photo',
    {
      ...owner,
      schema: {
        ...doc,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          200: expertPhotoResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      // Ownership first, so a stranger's upload is refused before its bytes are decoded or stored; then
      // the image queue's room and the owner's hourly count, before the body is read.
      const data = await service.setPhoto(request.params.id, request.user!.id, async () => {
        await images.admit(request.user!.id);
        return (await readUpload(request, 'photo')).file;
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/owner/experts/:id/services',
    {
      ...owner,
      schema: {
        ...doc,
        params: idParamsSchema,
        body: assignExpertServiceBodySchema,
        response: { 201: ownerExpertServiceResponseSchema, ...conflictError, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.assignService(request.params.id, request.user!.id, request.body);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.delete(
    '/api/owner/experts/:expertId/services/:serviceId',
    {
      ...owner,
      schema: { ...doc, params: expertServiceParamsSchema, response: { 200: expertAssignmentDeletedResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await service.unassignService(request.params.expertId, request.user!.id, request.params.serviceId),
    }),
  );

  app.post(
    '/api/owner/experts/:id/sub-services',
    {
      ...owner,
      schema: {
        ...doc,
        params: idParamsSchema,
        body: assignExpertSubServiceBodySchema,
        response: { 201: ownerExpertSubServiceResponseSchema, ...conflictError, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.assignSubService(request.params.id, request.user!.id, request.body);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.delete(
    '/api/owner/experts/:id/sub-services/:subServiceId',
    {
      ...owner,
      schema: {
        ...doc,
        params: expertSubServiceParamsSchema,
        response: { 200: expertAssignmentDeletedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.unassignSubService(request.params.id, request.user!.id, request.params.subServiceId),
    }),
  );
};
