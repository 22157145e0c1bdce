import type { ModuleDeps } from '../module-deps';
import { success } from '../../lib/reply';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  authResultSchema,
  errorResponseSchema,
  loginBodySchema,
  ok,
  registerBodySchema,
  registerBusinessBodySchema,
  userSchema,
} from '@randevu/contracts';
import { requireAuth } from '../../plugins/auth';
import { specPaths } from '../../lib/spec-paths';
import { createAuthService, toUserDto } from './auth.service';
import { LoginDelayedError } from './login-guard';
import { passwordResetRoutes } from './password-reset.routes';
import { accountRoutes } from './account.routes';
import type { UserRow } from './auth.repository';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, config, rateLimits, notifier, cache, now } = deps;
  const service = createAuthService({
    db,
    passwordHashLogN: config.passwordHashLogN,
    loginPerIp: config.limits.loginPerIp,
    loginFailuresPerEmail: config.limits.loginFailuresPerEmail,
    loginFailuresPerAccount: config.limits.loginFailuresPerAccount,
    registerPerIp: config.limits.registerPerIp,
    passwordHash: config.passwordHash,
    rateLimits,
    notifier,
  });

  await app.register(passwordResetRoutes, {
    ...deps,
    hashPassword: (password: string) => service.hashNewPassword(password),
    afterReset: (userId: number) => service.forgetLoginFailures(userId),
    isRecognisedAddress: (user: UserRow | null, ip: string) => service.isRecognisedAddress(user, ip),
  });

  await app.register(accountRoutes, {
    db,
    cache,
    now,
    rateLimits,
    getUser: (id: number) => service.getUser(id),
    checkPassword: (user: UserRow, password: string) => service.checkPassword(user, password),
    hashNewPassword: (password: string) => service.hashNewPassword(password),
  });

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow, remember = true) {
    const { token, expiresAt, persistent } = await app.sessions.create(user.id, {
      userAgent: request.headers['user-agent'],
      ip: request.ip,
      remember,
    });
    app.sessions.setCookie(reply, token, expiresAt, persistent);
    return success({ token, user: toUserDto(user), expires_at: expiresAt.toISOString() });
  }

  for (const url of specPaths('/login')) {
    app.post(
      url,
      {
        schema: {
          tags: ['auth'],
          hide: !url.startsWith('/api'),
          body: loginBodySchema,
          response: { 200: ok(authResultSchema), ...errors },
        },
      },
      async (request, reply) => {
        const user = await service.login(request.body.email, request.body.password, request.clientKey).catch((error: unknown) => {
          if (error instanceof LoginDelayedError) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        });
        return startSession(request, reply, user, request.body.remember !== false);
      },
    );
  }

  for (const url of specPaths('/register')) {
    app.post(
      url,
      {
        schema: {
          tags: ['auth'],
          hide: !url.startsWith('/api'),
          body: registerBodySchema,
          response: { 201: ok(authResultSchema), ...errors },
        },
      },
      async (request, reply) => {
        const user = await service.register(request.body, request.clientKey);
        reply.status(201);
        return startSession(request, reply, user);
      },
    );
  }

  for (const url of specPaths('/register-business')) {
    app.post(
      url,
      {
        schema: {
          tags: ['auth'],
          hide: !url.startsWith('/api'),
          body: registerBusinessBodySchema,
          response: { 201: ok(authResultSchema), ...errors },
        },
      },
      async (request, reply) => {
        const user = await service.registerBusiness(request.body, request.clientKey);
        reply.status(201);
        return startSession(request, reply, user);
      },
    );
  }

  app.get(
    '/api/user/profile',
    {
      onRequest: requireAuth,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: ok(userSchema), 401: errorResponseSchema } },
    },
    async (request) => success(toUserDto(await service.getUser(request.user!.id))),
  );

  for (const url of specPaths('/logout')) {
    app.post(
      url,
      {
        onRequest: requireAuth,
        schema: { tags: ['auth'], hide: !url.startsWith('/api'), response: { 200: ok(z.null()), 401: errorResponseSchema } },
      },
      async (request, reply) => {
        await app.sessions.revoke(request.user!.sessionId);
        app.sessions.clearCookie(reply);
        return success(null);
      },
    );
  }

  app.post(
    '/api/logout-all',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: 'Log out everywhere: revokes every session of the account, this one included',
        response: { 200: ok(z.object({ revoked: z.number().int() })), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const revoked = await service.revokeAllSessions(request.user!.id);
      app.sessions.clearCookie(reply);
      return success({ revoked });
    },
  );
};
