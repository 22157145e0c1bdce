import type { ModuleDeps } from '../module-deps';
import { success } from '../../lib/reply';
import { errorResponses, tooManyRequests } from '../../lib/errors';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdAppointmentResponseSchema,
  cancelMyAppointmentBodySchema,
  errorResponseSchema,
  idParamsSchema,
  listMyAppointmentsQuerySchema,
  messages,
  ok,
  myAppointmentSchema,
  rescheduleMyAppointmentBodySchema,
  userAppointmentBodySchema,
} from '@randevu/contracts';
import { requireRole } from '../../plugins/auth';
import { createAppointmentsService } from '../appointments/appointments.service';
import { sendCalendarFile } from '../manage/manage.service';
import { claimGuestAppointmentsIfVerified } from '../email-verification/email-verification.service';
import { createMyAppointmentsService } from './my-appointments.service';

const errors = errorResponses(400, 401, 403);

/** Every `/api/user/appointments` route: book as the signed-in user, list mine, cancel or reschedule mine, my calendar file. */
export const myAppointmentsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, config, cache, now, rateLimits, notifier } = deps;
  const booking = createAppointmentsService({
    db,
    config,
    cache,
    now,
    rateLimits,
    notifier,
    limiterName: 'my-appointments',
  });
  const service = createMyAppointmentsService({ db, cache, notifier, booking, now, publicUrl: config.publicUrl });
  const calendarFiles = rateLimits('calendar-file', 3_600_000);

  app.get(
    '/api/user/appointments',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        querystring: listMyAppointmentsQuerySchema,
        response: { 200: ok(z.array(myAppointmentSchema)), ...errors },
      },
    },
    async (request) => {
      // Guest appointments booked with a verified address after its verification join the list (decision 038).
      await claimGuestAppointmentsIfVerified(db, request.user!.id);
      return success(await service.list(request.user!.id, request.query.status));
    },
  );

  app.get(
    '/api/user/appointments/:id/calendar.ics',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: "The user's own appointment as an RFC 5545 calendar file (text/calendar)",
        params: idParamsSchema,
        // 200 is text/calendar, not JSON: no response schema to serialise it with.
        response: { ...errors, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Each download stores a view token (decision 054): counted per user like the manage link's calls per address.
      if (!(await calendarFiles.hit(`user:${request.user!.id}`, config.limits.manageLinkPerIp)))
        throw tooManyRequests(messages.manage.rateLimited);
      return sendCalendarFile(reply, await service.calendar(request.params.id, request.user!.id));
    },
  );

  app.post(
    '/api/user/appointments/:id/cancel',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: cancelMyAppointmentBodySchema,
        response: { 200: ok(myAppointmentSchema), ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.cancel(request.params.id, request.user!.id, request.body.cancellation_reason),
    }),
  );

  app.post(
    '/api/user/appointments/:id/reschedule',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: 'Another time (and expert) for my pending or confirmed appointment',
        params: idParamsSchema,
        body: rescheduleMyAppointmentBodySchema,
        response: {
          200: ok(myAppointmentSchema),
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.reschedule(request.params.id, request.user!.id, request.body),
    }),
  );

  app.post(
    '/api/user/appointments',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['appointments'],
        security: [{ bearer: [] }],
        summary: 'Book a slot as the signed-in user',
        body: userAppointmentBodySchema,
        response: {
          201: createdAppointmentResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await booking.bookAsUser(request.body, request.user!.id);
      reply.status(201);
      return { success: true as const, data };
    },
  );
};
