import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, isNotNull, lt, or } from 'drizzle-orm';
import { messages, type Role } from '@randevu/contracts';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

export const AUTH_COOKIE = 'token';
/**
 * Over HTTPS the cookie is `__Host-token`: the browser then insists on Secure, Path=/ and no
 * Domain, so neither a sibling subdomain nor a plain-HTTP response can plant or overwrite it.
 */
export const SECURE_AUTH_COOKIE = '__Host-token';
/** Server-side lifetime of a session whose cookie ends with the browser ('remember me' unticked). */
const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;
/** How often expired and revoked sessions are deleted. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** A revoked session row is kept this long (for the audit trail of a 'log out everywhere'). */
const REVOKED_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

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
  /** `remember: false` makes a short session whose cookie ends with the browser. */
  create(
    userId: number,
    meta: { userAgent?: string; ip?: string; remember?: boolean },
  ): Promise<{ token: string; expiresAt: Date; persistent: boolean }>;
  revoke(sessionId: number): Promise<void>;
  setCookie(reply: FastifyReply, token: string, expiresAt: Date, persistent?: boolean): void;
  clearCookie(reply: FastifyReply): void;
  /** Deletes expired sessions and those revoked more than a week ago; returns how many. */
  purge(now?: Date): Promise<number>;
}

function tokenFrom(request: FastifyRequest): { token: string; viaCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, viaCookie: false };
  }
  const cookie = request.cookies?.[SECURE_AUTH_COOKIE] ?? request.cookies?.[AUTH_COOKIE];
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
  async function auth(
    app: FastifyInstance,
    opts: { db: Db; ttlDays: number; cookieSecure: boolean | 'auto'; purgeSessions?: boolean },
  ) {
    const { db } = opts;
    app.decorateRequest('user', null);
    // 'auto': Secure exactly when this request came over HTTPS (with TRUST_PROXY, as the proxy says).
    const isSecure = (reply: FastifyReply) =>
      opts.cookieSecure === 'auto' ? reply.request.protocol === 'https' : opts.cookieSecure;

    const store: SessionStore = {
      async create(userId, meta) {
        const token = randomBytes(32).toString('base64url');
        const persistent = meta.remember !== false;
        const expiresAt = new Date(Date.now() + (persistent ? opts.ttlDays * 86_400_000 : BROWSER_SESSION_MS));
        await db.insert(sessions).values({
          userId,
          tokenHash: hashToken(token),
          expiresAt,
          userAgent: meta.userAgent?.slice(0, 300),
          ip: meta.ip,
        });
        return { token, expiresAt, persistent };
      },
      async revoke(sessionId) {
        await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
      },
      setCookie(reply, token, expiresAt, persistent = true) {
        const secure = isSecure(reply);
        reply.setCookie(secure ? SECURE_AUTH_COOKIE : AUTH_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          // Without Expires the cookie ends when the browser closes ('remember me' unticked).
          ...(persistent ? { expires: expiresAt } : {}),
        });
      },
      clearCookie(reply) {
        clearAuthCookies(reply);
      },
      async purge(now = new Date()) {
        const rows = await db
          .delete(sessions)
          .where(
            or(
              lt(sessions.expiresAt, now),
              and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, new Date(now.getTime() - REVOKED_RETENTION_MS))),
            ),
          )
          .returning({ id: sessions.id });
        return rows.length;
      },
    };

    if (opts.purgeSessions) {
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        const run = () =>
          store.purge().then(
            (count) => count && app.log.info({ count }, 'expired and revoked sessions deleted'),
            (err: unknown) => app.log.error({ err }, 'session purge failed'),
          );
        void run();
        timer = setInterval(run, PURGE_INTERVAL_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }
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
function clearAuthCookies(reply: FastifyReply) {
  const cookies = reply.request.cookies ?? {};
  if (cookies[SECURE_AUTH_COOKIE] !== undefined) reply.clearCookie(SECURE_AUTH_COOKIE, { path: '/', secure: true });
  if (cookies[AUTH_COOKIE] !== undefined || cookies[SECURE_AUTH_COOKIE] === undefined)
    reply.clearCookie(AUTH_COOKIE, { path: '/' });
}

export async function requireAuth(request: FastifyRequest, reply: FastifyReply) {
  const user = await request.resolveUser();
  if (!user) {
    if (request.cookies?.[AUTH_COOKIE] || request.cookies?.[SECURE_AUTH_COOKIE]) clearAuthCookies(reply);
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
