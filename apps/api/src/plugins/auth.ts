import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { messages, type Role } from '@randevu/contracts';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

export const AUTH_COOKIE = 'token';

export interface SessionUser {
  id: number;
  role: Role;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SessionStore {
  /** Creates a session: returns the raw token (shown once) and its expiry. */
  create(userId: number, meta: { userAgent?: string; ip?: string }): Promise<{ token: string; expiresAt: Date }>;
  revoke(sessionId: number): Promise<void>;
  setCookie(reply: FastifyReply, token: string, expiresAt: Date): void;
  clearCookie(reply: FastifyReply): void;
}

function tokenFrom(request: FastifyRequest): { token: string; viaCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, viaCookie: false };
  }
  const cookie = request.cookies?.[AUTH_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : null;
}

/** Cookie-authenticated writes must come from our own origin (CSRF); bearer calls carry no ambient authority. */
function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

export default fp(
  async function auth(app: FastifyInstance, opts: { db: Db; ttlDays: number; cookieSecure: boolean }) {
    const { db } = opts;
    app.decorateRequest('user', null);

    const store: SessionStore = {
      async create(userId, meta) {
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + opts.ttlDays * 86_400_000);
        await db.insert(sessions).values({
          userId,
          tokenHash: hashToken(token),
          expiresAt,
          userAgent: meta.userAgent?.slice(0, 300),
          ip: meta.ip,
        });
        return { token, expiresAt };
      },
      async revoke(sessionId) {
        await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
      },
      setCookie(reply, token, expiresAt) {
        reply.setCookie(AUTH_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: opts.cookieSecure,
          expires: expiresAt,
        });
      },
      clearCookie(reply) {
        reply.clearCookie(AUTH_COOKIE, { path: '/' });
      },
    };
    app.decorate('sessions', store);

    /** Resolves the session once per request; null when absent, expired or revoked. */
    app.decorateRequest('resolveUser', async function resolveUser(this: FastifyRequest) {
      const found = tokenFrom(this);
      if (!found) return null;
      if (found.viaCookie && isCrossSiteWrite(this)) return null;
      const [row] = await db
        .select({ sessionId: sessions.id, id: users.id, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.tokenHash, hashToken(found.token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
        )
        .limit(1);
      return row ?? null;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

declare module 'fastify' {
  interface FastifyRequest {
    resolveUser(): Promise<SessionUser | null>;
  }
}

/** onRequest hook (so it runs before the body is parsed or validated): a valid session is required (401 otherwise, and the stale cookie is cleared). */
export async function requireAuth(request: FastifyRequest, reply: FastifyReply) {
  const user = await request.resolveUser();
  if (!user) {
    if (request.cookies?.[AUTH_COOKIE]) reply.clearCookie(AUTH_COOKIE, { path: '/' });
    throw unauthorized(messages.common.unauthorized);
  }
  request.user = user;
}

/** onRequest hook: a valid session with this role (403 for the other role). */
export function requireRole(role: Role) {
  return async function requireRoleHandler(request: FastifyRequest, reply: FastifyReply) {
    await requireAuth(request, reply);
    if (request.user?.role !== role) throw forbidden(messages.common.forbidden);
  };
}
