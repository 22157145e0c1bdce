import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  accountSessionsSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  errorResponseSchema,
  idParam,
  ok,
  revokedCountSchema,
  updateBusinessNameBodySchema,
  userSchema,
} from '@randevu/contracts';
import type { PublicCache } from '../../lib/public-cache';
import type { RateLimiterFactory } from '../../lib/rate-limiter';
import { success } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Db } from '../../db/client';
import { createAccountService, type AccountServiceOptions } from './account.service';
import { toUserDto } from './auth.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };
const meta = { tags: ['account'], security: [{ bearer: [] }] };

/**
 * The account page (decision 083), for an owner and a user: `/api/account/...`, always the caller's own account
 * (a session id of another account is 404). Registered by auth.routes.ts, which hands in its password functions.
 */
export const accountRoutes: FastifyPluginAsyncZod<
  { db: Db; cache: PublicCache; now: () => Date; rateLimits: RateLimiterFactory } & Pick<
    AccountServiceOptions,
    'getUser' | 'checkPassword' | 'hashNewPassword'
  >
> = async (app, opts) => {
  const service = createAccountService(opts);
  // A session list or an account answer is never kept by a browser or a proxy.
  const noStore = {
    onRequest: [
      requireAuth,
      async (_request: FastifyRequest, reply: FastifyReply) => void reply.header('cache-control', 'no-store'),
    ],
  };

  app.get(
    '/api/account/sessions',
    { ...noStore, schema: { ...meta, response: { 200: ok(accountSessionsSchema), 401: errorResponseSchema } } },
    async (request) => success(await service.listSessions(request.user!.id, request.user!.sessionId)),
  );

  app.delete(
    '/api/account/sessions/:sessionId',
    {
      ...noStore,
      schema: {
        ...meta,
        params: z.object({ sessionId: idParam }),
        response: { 200: ok(z.null()), 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.revokeSession(request.user!.id, request.params.sessionId);
      return success(null);
    },
  );

  app.post(
    '/api/account/sessions/revoke-others',
    { ...noStore, schema: { ...meta, response: { 200: ok(revokedCountSchema), ...errors } } },
    async (request) => success({ revoked: await service.revokeOtherSessions(request.user!.id, request.user!.sessionId) }),
  );

  app.put(
    '/api/account/password',
    { ...noStore, schema: { ...meta, body: changePasswordBodySchema, response: { 200: ok(revokedCountSchema), ...errors } } },
    async (request) => {
      const { current_password: current, password } = request.body;
      return success({ revoked: await service.changePassword(request.user!.id, request.user!.sessionId, current, password) });
    },
  );

  app.put(
    '/api/account/business-name',
    { ...noStore, schema: { ...meta, body: updateBusinessNameBodySchema, response: { 200: ok(userSchema), ...errors } } },
    async (request) => {
      await service.updateBusinessName(request.user!.id, request.user!.role, request.body.business_name);
      return success(toUserDto(await opts.getUser(request.user!.id)));
    },
  );

  app.post(
    '/api/account/delete',
    {
      ...noStore,
      schema: { ...meta, body: deleteAccountBodySchema, response: { 200: ok(z.null()), 409: errorResponseSchema, ...errors } },
    },
    async (request, reply) => {
      await service.deleteAccount(request.user!.id, request.user!.role, request.body.password);
      app.sessions.clearCookie(reply);
      return success(null);
    },
  );
};
