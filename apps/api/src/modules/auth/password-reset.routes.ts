import type { ModuleDeps } from '../module-deps';
import { success } from '../../lib/reply';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  forgotPasswordBodySchema,
  forgotPasswordResultSchema,
  ok,
  resetPasswordBodySchema,
  verifyResetCodeBodySchema,
  verifyResetCodeResultSchema,
} from '@randevu/contracts';
import type { UserRow } from './auth.repository';
import { createPasswordResetService } from './password-reset.service';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };

/**
 * Password reset (decision 024): forgot → a 6-digit code by e-mail → verify → a short-lived token →
 * reset. Public routes (no session); rate limited per IP and per address.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<
  ModuleDeps & {
    hashPassword: (password: string) => Promise<string>;
    afterReset?: (userId: number) => Promise<void>;
    isRecognisedAddress?: (user: UserRow | null, ip: string) => Promise<boolean>;
  }
> = async (app, { db, config, rateLimits, notifier, hashPassword, afterReset, isRecognisedAddress }) => {
  const service = createPasswordResetService({
    db,
    hashPassword,
    perIp: config.limits.passwordResetPerIp,
    minForgotMs: config.passwordResetMinResponseMs,
    rateLimits,
    notifier,
    afterReset,
    isRecognisedAddress,
  });

  app.post(
    '/api/password/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mails a 6-digit reset code when the address has an account; the same answer either way',
        body: forgotPasswordBodySchema,
        response: { 200: ok(forgotPasswordResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await service.forgot(request.body.email, request.clientKey));
    },
  );

  app.post(
    '/api/password/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Checks a reset code (5 tries per code) and returns a single-use reset token valid 15 minutes',
        body: verifyResetCodeBodySchema,
        response: { 200: ok(verifyResetCodeResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await service.verify(request.body.email, request.body.code, request.clientKey));
    },
  );

  app.post(
    '/api/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the reset token and revokes every session of the account',
        body: resetPasswordBodySchema,
        response: { 200: ok(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await service.reset(request.body.token, request.body.password, request.clientKey);
      return success(null);
    },
  );
};
