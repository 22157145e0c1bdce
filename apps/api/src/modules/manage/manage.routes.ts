import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import {
  cancelMyAppointmentBodySchema,
  errorResponseSchema,
  manageAppointmentSchema,
  manageLinkRevokedSchema,
  manageTokenParamsSchema,
  messages,
  myReviewSchema,
  ok,
  reviewBodySchema,
  rescheduleMyAppointmentBodySchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { errorResponses, notFound } from '../../lib/errors';
import { createReviewsService, type ReviewScope } from '../reviews/reviews.service';
import { createManageService, sendCalendarFile } from './manage.service';

const errors = errorResponses(400, 404, 429);
/** A manage-link route's schema: the manage tag, its summary, the token in the path, and the rest. */
const linkSchema = <S extends object>(summary: string, rest: S) => ({
  tags: ['manage'],
  summary,
  params: manageTokenParamsSchema,
  ...rest,
});
/** What a change through the link answers: the appointment as it now is. */
const changed = { 200: ok(manageAppointmentSchema), ...errors, 409: errorResponseSchema };

/**
 * The customer's manage link (decision 037): no session; the token in the path is the key. Every route
 * counts against the client's address.
 */
export const manageRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = createManageService(deps);
  const reviews = createReviewsService(deps);
  const linkScope: ReviewScope = { missing: () => notFound(messages.manage.linkInvalid, 'MANAGE_LINK_INVALID') };

  // Decision 039: the link's customer reviews the completed appointment (POST) and edits it for 48 h (PUT).
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/manage/:token/review',
      schema: linkSchema(method === 'POST' ? "Review the link's completed appointment" : "Edit the link's review (48 hours)", {
        body: reviewBodySchema,
        response: { 200: ok(myReviewSchema), 201: ok(myReviewSchema), ...errors, 409: errorResponseSchema },
      }),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        const appointmentId = await service.appointmentId(request.params.token, request.clientKey);
        const write = method === 'POST' ? reviews.create : reviews.update;
        const data = await write(appointmentId, linkScope, request.body);
        reply.status(method === 'POST' ? 201 : 200);
        return { success: true as const, data };
      },
    });
  }

  app.get(
    '/api/manage/:token',
    {
      schema: linkSchema("The appointment a customer's manage link names, and what they may do now", {
        response: { 200: ok(manageAppointmentSchema), ...errors },
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return success(await service.get(request.params.token, request.clientKey));
    },
  );

  app.post(
    '/api/manage/:token/cancel',
    {
      schema: linkSchema("Cancels the link's appointment as its customer (the user's cancel rules)", {
        body: cancelMyAppointmentBodySchema,
        response: changed,
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await service.cancel(request.params.token, request.clientKey, request.body.cancellation_reason);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/manage/:token/reschedule',
    {
      schema: linkSchema("Moves the link's appointment to another time (and expert) as its customer (the user's reschedule)", {
        body: rescheduleMyAppointmentBodySchema,
        response: changed,
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await service.reschedule(request.params.token, request.clientKey, request.body));
    },
  );

  app.post(
    '/api/manage/:token/revoke',
    {
      schema: linkSchema('Revokes every link of the appointment and sends its customer a new one (decision 054)', {
        response: { 200: ok(manageLinkRevokedSchema), ...errors },
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return success(await service.revoke(request.params.token, request.clientKey));
    },
  );

  app.get(
    '/api/manage/:token/calendar.ics',
    {
      schema: linkSchema("The link's appointment as an RFC 5545 calendar file (text/calendar)", {
        // 200 is text/calendar, not JSON: no response schema to serialise it with.
        response: errors,
      }),
    },
    async (request, reply) => {
      const file = await service.calendar(request.params.token, request.clientKey);
      return sendCalendarFile(reply, file);
    },
  );
};
