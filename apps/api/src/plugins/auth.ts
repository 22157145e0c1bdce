import { randomBytes } from 'node:crypto';
import { hashToken } from '../lib/token-hash';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages, type Role } from '@randevu/contracts';
import { forbidden, unauthorized } from '../lib/errors';
import type { PublicCache } from '../lib/public-cache';

export const AUTH_COOKIE = 'token';
/**
 * Over HTTPS the cookie is `__Host-token`: the browser then insists on Secure, Path=/ and no
 * Domain, so neither a sibling subdomain nor a plain-HTTP response can plant or overwrite it.
 */
export const SECURE_AUTH_COOKIE = '__Host-token';
/** Server-side lifetime of a session whose cookie ends with the browser ('remember me' unticked). */
const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

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

const hashSession = (token: string) => hashToken(token, 'base64url');

/**
 * Where sessions are kept: the auth module's sessions service (`createSessionsService`), handed in
 * by app.ts because plugins do not import modules. Every session SQL statement lives there.
 */
export interface SessionRows {
  insert(values: { userId: number; tokenHash: string; expiresAt: Date; userAgent?: string; ip?: string }): Promise<void>;
  revoke(sessionId: number): Promise<void>;
  findUser(tokenHash: string): Promise<SessionUser | null>;
  purge(now?: Date): Promise<number>;
}

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
  async function auth(app: FastifyInstance, opts: { sessions: SessionRows; ttlDays: number; cookieSecure: boolean | 'auto' }) {
    const rows = opts.sessions;
    app.decorateRequest('user', null);
    // 'auto': Secure exactly when this request came over HTTPS (with TRUST_PROXY, as the proxy says).
    const isSecure = (reply: FastifyReply) =>
      opts.cookieSecure === 'auto' ? reply.request.protocol === 'https' : opts.cookieSecure;

    const store: SessionStore = {
      async create(userId, meta) {
        const token = randomBytes(32).toString('base64url');
        const persistent = meta.remember !== false;
        const expiresAt = new Date(Date.now() + (persistent ? opts.ttlDays * 86_400_000 : BROWSER_SESSION_MS));
        await rows.insert({
          userId,
          tokenHash: hashSession(token),
          expiresAt,
          userAgent: meta.userAgent?.slice(0, 300),
          ip: meta.ip,
        });
        return { token, expiresAt, persistent };
      },
      revoke: (sessionId) => rows.revoke(sessionId),
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
      // The hourly purge is a background job (sessionPurgeJob in src/jobs.ts); this is for tests and scripts.
      purge: (now) => rows.purge(now),
    };

    app.decorate('sessions', store);

    /** Resolves the session once per request; null when absent, expired or revoked. */
    app.decorateRequest('resolveUser', async function resolveUser(this: FastifyRequest) {
      const found = tokenFrom(this);
      if (!found) return null;
      if (found.viaCookie && isCrossSiteWrite(this)) return null;
      return rows.findUser(hashSession(found.token));
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

/** The hooks that refuse a request without a session: the OpenAPI document marks their routes secured (plugins/docs). */
const sessionGuards = new WeakSet<object>([requireAuth]);
export const isSessionGuard = (hook: unknown): boolean => typeof hook === 'function' && sessionGuards.has(hook);

/** onRequest hook: a valid session with this role (403 for the other role). */
export function requireRole(role: Role) {
  const handler = async function requireRoleHandler(request: FastifyRequest, reply: FastifyReply) {
    await requireAuth(request, reply);
    if (request.user?.role !== role) throw forbidden(messages.common.forbidden);
  };
  sessionGuards.add(handler);
  return handler;
}

/**
 * The hooks of an owner's cached read (the calendar, the reports, the customers list; decisions 035, 041, 042): the
 * owner role first, then the answer kept in the process per account and URL (so one owner's entry never answers
 * another), and never stored by a browser or proxy. The handler tags what the answer depends on.
 */
export function ownerCachedRead(cache: PublicCache, now?: () => Date) {
  const cached = cache.routeOptions({
    cacheControl: 'no-store',
    // The app's clock: an answer tagged with an end (`expiresAt`) is stale by it.
    ...(now ? { now: () => now().getTime() } : {}),
    key: (request) => `owner:${request.user!.id}:${request.url}`,
  });
  return { onRequest: [requireRole('owner'), cached.onRequest], onSend: cached.onSend, logLevel: cached.logLevel };
}
