import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import {
  confirmEmailVerificationBodySchema,
  emailVerificationResultSchema,
  emailVerificationSentSchema,
  ok,
} from '@randevu/contracts';
import { errorResponses } from '../../lib/errors';
import { requireRole } from '../../plugins/auth';
import type { ModuleDeps } from '../module-deps';
import { createEmailVerificationService } from './email-verification.service';

const errors = errorResponses(400, 401, 403, 409, 429);

/**
 * E-mail verification of the signed-in user (decision 038): a 6-digit code to the account's address, then the code
 * back; success marks the address verified and claims the guest appointments booked with it. The session is checked
 * in onRequest, before the body is read.
 */
export const emailVerificationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, config, now, rateLimits, notifier },
) => {
  const service = createEmailVerificationService({ db, notifier, now, rateLimits, ...config.limits.emailVerification });

  app.post(
    '/api/user/email-verification',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: "E-mails a 6-digit code (valid 15 minutes) to the account's address; a new code replaces the old",
        response: { 200: ok(emailVerificationSentSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await service.send(request.user!.id));
    },
  );

  app.post(
    '/api/user/email-verification/confirm',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        summary: 'Checks the code (5 tries); marks the address verified and claims the guest appointments booked with it',
        body: confirmEmailVerificationBodySchema,
        response: { 200: ok(emailVerificationResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await service.confirm(request.user!.id, request.body.code));
    },
  );
};
