import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayHoursParamsSchema,
  dayHoursRemovedResponseSchema,
  errorResponseSchema,
  expertDayHoursBodySchema,
  expertDayHoursResponseSchema,
  venueDayHoursBodySchema,
  venueDayHoursResponseSchema,
} from '@randevu/contracts';
import { success } from '../../lib/reply';
import type { ModuleDeps } from '../module-deps';
import { requireRole } from '../../plugins/auth';
import { createDayHoursService } from './day-hours.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const common = { onRequest: requireRole('owner') } as const;
const meta = { tags: ['owner'], security: [{ bearer: [] }] };

/** Hours for one venue day (decision 100): an expert's override of the weekly hours, a venue's opened day. */
export const dayHoursRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, cache, now }) => {
  const service = createDayHoursService({ db, cache, now });

  app.put(
    '/api/owner/experts/:id/days/:date',
    {
      ...common,
      schema: {
        ...meta,
        summary: "An expert's hours, breaks or day off for one date, overriding the weekly hours",
        params: dayHoursParamsSchema,
        body: expertDayHoursBodySchema,
        response: { 200: expertDayHoursResponseSchema, ...errors },
      },
    },
    async (request) =>
      success(await service.putExpertDay(request.user!.id, request.params.id, request.params.date, request.body)),
  );

  app.delete(
    '/api/owner/experts/:id/days/:date',
    {
      ...common,
      schema: {
        ...meta,
        summary: "Removes an expert's hours for one date: the weekly hours apply again",
        params: dayHoursParamsSchema,
        response: { 200: dayHoursRemovedResponseSchema, ...errors },
      },
    },
    async (request) => success(await service.deleteExpertDay(request.user!.id, request.params.id, request.params.date)),
  );

  app.put(
    '/api/owner/venues/:id/days/:date',
    {
      ...common,
      schema: {
        ...meta,
        summary: 'Opens one date for the venue with these hours, over its weekly day off or a holiday',
        params: dayHoursParamsSchema,
        body: venueDayHoursBodySchema,
        response: { 200: venueDayHoursResponseSchema, ...errors },
      },
    },
    async (request) => success(await service.putVenueDay(request.user!.id, request.params.id, request.params.date, request.body)),
  );

  app.delete(
    '/api/owner/venues/:id/days/:date',
    {
      ...common,
      schema: {
        ...meta,
        summary: "Removes the venue's opening of one date: its weekly hours and holidays apply again",
        params: dayHoursParamsSchema,
        response: { 200: dayHoursRemovedResponseSchema, ...errors },
      },
    },
    async (request) => success(await service.deleteVenueDay(request.user!.id, request.params.id, request.params.date)),
  );
};
