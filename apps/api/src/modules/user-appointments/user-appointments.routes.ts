import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelUserAppointmentBodySchema,
  errorResponseSchema,
  idParamsSchema,
  listUserAppointmentsQuerySchema,
  ok,
  userAppointmentSchema,
} from '@randevu/contracts';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { requireRole } from '../../plugins/auth';
import { createUserAppointmentsService, startCompletionJob } from './user-appointments.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const userAppointmentsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const service = createUserAppointmentsService({ db });

  // Tests drive the transition themselves; a timer would only race them.
  if (config.env !== 'test') {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startCompletionJob(db, { onError: (err) => app.log.error({ err }, 'appointment completion job failed') });
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  }

  app.get(
    '/api/user/appointments',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        querystring: listUserAppointmentsQuerySchema,
        response: { 200: ok(z.array(userAppointmentSchema)), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(request.user!.id, request.query.status) }),
  );

  app.post(
    '/api/user/appointments/:id/cancel',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: cancelUserAppointmentBodySchema,
        response: { 200: ok(userAppointmentSchema), ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.cancel(request.params.id, request.user!.id, request.body.cancellation_reason),
    }),
  );
};
