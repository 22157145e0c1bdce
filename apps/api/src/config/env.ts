import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOG_LEVELS, NODE_ENVS, type Config } from './config';
import { isLoopbackHost, trustProxy, type TrustProxy } from './network';

export { isLoopbackHost, type TrustProxy };

/**
 * The repository root: defaults for DATA_DIR, UPLOAD_DIR and the web build resolve against it.
 * Found by walking up to the directory holding apps/api/package.json, so it is the same from the
 * TypeScript source (apps/api/src/config) and from the compiled bundle (apps/api/dist).
 */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps', 'api', 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`repository root not found above ${from}`);
  }
}

/** Migrated, reference-seeded PGlite directory made by the build (no run-time setting moves it). */
export const dbTemplateDir = path.resolve(repoRoot, 'apps/api/dist/db-template');

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(NODE_ENVS).default('development'),
  /** Unset: 127.0.0.1 outside production (a first look is not reachable from the network), 0.0.0.0 in production. */
  HOST: z.string().trim().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  /** Shared state of several instances (cache invalidation, rate limits, login lockouts); unset = per process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'expected redis://… or rediss://…')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Prefix of every Redis key and channel of this deployment (several may share one Redis). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'expected 1–64 letters, digits, : _ -')
    .default('randevu'),
  /** The in-memory cache of public reads (decision record 020); false sends every read to the database. */
  PUBLIC_CACHE: bool.default(true),
  /** How long another instance may serve a stale public read when no REDIS_URL carries invalidations. */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  DATA_DIR: z.string().default('data'),
  UPLOAD_DIR: z.string().default('uploads'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: trustProxy.default(false),
  /**
   * GET /metrics (Prometheus) answers a request with `Authorization: Bearer <this>`; without it only loopback clients
   * no proxy forwarded, and in production nobody on the main port (decision 057).
   */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** A second listener on 127.0.0.1 that serves /metrics alone, without a token (decision 057). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** log2 of scrypt's N; 17 is OWASP's recommendation (128 MiB, r=8, p=1). */
  PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  /** Defaults to true except with NODE_ENV=production: the demo accounts' passwords are published. */
  SEED_DEMO: bool.optional(),
  /** PGlite never fsyncs; production refuses it unless this is set (see docs/configuration.md, "Data at rest"). */
  ALLOW_EMBEDDED_DB: bool.default(false),
  CONTACT_EMAIL: z.string().default('destek@randevu.com.tr'),
  CONTACT_PHONE: z.string().default('+90 850 123 45 67'),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().positive().default(10),
  BOOKING_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  BOOKING_MAX_PER_PHONE: z.coerce.number().int().positive().default(5),
  BOOKING_MAX_PER_EMAIL: z.coerce.number().int().positive().default(5),
  BOOKING_MAX_PER_USER: z.coerce.number().int().positive().default(20),
  PENDING_MAX_PER_USER_VENUE: z.coerce.number().int().positive().default(3),
  PENDING_MAX_PER_USER: z.coerce.number().int().positive().default(10),
  CONTACT_MAX_PER_IP: z.coerce.number().int().positive().default(5),
  REGISTER_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  // Auth: failed sign-ins per account and hour, from any address, before
  // addresses that never signed in to it get one try per delay (30 s, doubling, up to an hour).
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  /** Requests to customers' manage links (page, cancel, calendar file) per client address and hour (decision 037). */
  MANAGE_LINK_MAX_PER_IP: z.coerce.number().int().positive().default(60),
  /** Password-reset requests per IP and hour, for each of forgot, verify and reset. */
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  EMAIL_VERIFICATION_MAX_PER_USER: z.coerce.number().int().positive().default(5),
  EMAIL_VERIFICATION_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  /** /api/password/forgot answers no sooner than this (ms), account or not (decision 024). */
  PASSWORD_RESET_MIN_RESPONSE_MS: z.coerce.number().int().min(0).max(10_000).default(400),
  /** scrypt at N=2^17 takes 128 MiB: at most this many run at once… */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** …and at most this many wait; beyond that the request is answered 503 at once. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** Where links in messages point (the web app's public origin). */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** smtp(s)://user:pass@host:port; without it e-mails go to the development channel (recorded only). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Randevu <bildirim@randevu.com.tr>'),
  /** SMS gateway; without it SMS go to the development channel (recorded only). */
  SMS_PROVIDER: z.enum(['netgsm']).optional(),
  SMS_USERNAME: z.string().optional(),
  SMS_PASSWORD: z.string().optional(),
  /** The approved sender name (mesaj başlığı). */
  SMS_HEADER: z.string().optional(),
  /** Overrides the gateway's endpoint (tests point it at a local server). */
  SMS_API_URL: z.string().url().optional(),
  /** Delivery attempts before a message is marked failed. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  /** How often the worker looks for due messages (an enqueue in this process wakes it at once). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  /** Delivered, failed and withdrawn messages (with their addresses and texts) are deleted this many days after
   * they were written (decision 050). */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** GET /api/dev/outbox (latest messages, reset codes included): only outside production, only loopback clients. */
  DEV_OUTBOX: bool.default(false),
  // Connection bounds: a trickled body or an idle socket cannot hold a connection.
  /** The whole request (headers and body) must arrive within this; otherwise 408 and the socket is closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** A socket with no traffic for this long is closed. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** An idle keep-alive connection is closed after this (above a load balancer's idle timeout, 60 s on most). */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  // Image uploads: decoding is bounded per process and per owner.
  /** Images decoded at once in this process (each holds a libuv thread and up to ≈ 100 MB)… */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** …and at most this many wait; beyond that the upload is answered 503 with Retry-After. */
  IMAGE_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
  /** Venue images and expert photos one owner may upload per hour (attempts, counted before decoding). */
  IMAGE_UPLOADS_PER_OWNER_PER_HOUR: z.coerce.number().int().positive().default(60),
  // Notifications: messages to customers per venue per Istanbul day; beyond it
  // they wait for the venue's next day (not dropped) and the owner's notification settings say so.
  NOTIFICATIONS_MAX_PER_VENUE_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(200),
});

export type Env = z.infer<typeof envSchema>;
export type { Config } from './config';

/** The only reader of process.env: parses it once and fails fast with a readable list. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.DATABASE_URL && !e.ALLOW_EMBEDDED_DB) {
    throw new Error(
      'Invalid environment:\n  DATABASE_URL: required with NODE_ENV=production. The embedded database (PGlite) never ' +
        'calls fsync, so a power loss can lose or corrupt committed data. Set DATABASE_URL to a PostgreSQL server, ' +
        'or ALLOW_EMBEDDED_DB=true to accept that risk.',
    );
  }
  if (e.SMS_PROVIDER && (!e.SMS_USERNAME || !e.SMS_PASSWORD || !e.SMS_HEADER)) {
    throw new Error('Invalid environment:\n  SMS_PROVIDER: needs SMS_USERNAME, SMS_PASSWORD and SMS_HEADER.');
  }
  // NOTE: npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
  const base = source.INIT_CWD ?? repoRoot;
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.resolve(base, p));
  const production = e.NODE_ENV === 'production';
  const host = e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  const devOutbox = e.DEV_OUTBOX && !production;
  const warnings: string[] = [];
  if (e.DEV_OUTBOX && production) warnings.push('DEV_OUTBOX=true is ignored in production: /api/dev/outbox does not exist.');
  if (production && !e.METRICS_TOKEN && !e.METRICS_PORT)
    warnings.push('/metrics answers nobody: set METRICS_TOKEN (bearer) or METRICS_PORT (a loopback listener) to scrape it.');
  if (!production && !isLoopbackHost(host))
    warnings.push(
      `NODE_ENV=${e.NODE_ENV} listens on ${host}, beyond this machine: development mode is for a first look; ` +
        'set NODE_ENV=production for a server others reach.',
    );
  if (devOutbox && (e.SMTP_URL || e.SMS_PROVIDER))
    warnings.push(
      'DEV_OUTBOX=true with a live SMTP or SMS channel: real messages, password-reset codes included, are listed at ' +
        '/api/dev/outbox (to loopback clients only).',
    );
  return {
    env: e.NODE_ENV,
    host,
    devOutbox,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, connectionMs: e.CONNECTION_TIMEOUT_MS, keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS },
    warnings,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    publicCache: {
      enabled: e.PUBLIC_CACHE,
      ttlMs: e.PUBLIC_CACHE_TTL_MS ?? (e.DATABASE_URL && !e.REDIS_URL ? 1_000 : Infinity),
    },
    dataDir: resolve(e.DATA_DIR),
    dbTemplateDir,
    uploadDir: resolve(e.UPLOAD_DIR),
    webDistDir: path.isAbsolute(e.WEB_DIST_DIR) ? e.WEB_DIST_DIR : path.resolve(repoRoot, e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    cookieSecure: e.COOKIE_SECURE ?? 'auto',
    hsts: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    passwordHashLogN: e.PASSWORD_HASH_LOG_N,
    passwordHash: { concurrency: e.PASSWORD_HASH_CONCURRENCY, queue: e.PASSWORD_HASH_QUEUE },
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    allowEmbeddedDb: e.ALLOW_EMBEDDED_DB,
    contact: { email: e.CONTACT_EMAIL, phone: e.CONTACT_PHONE },
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    notifications: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      sms: e.SMS_PROVIDER
        ? {
            provider: e.SMS_PROVIDER,
            username: e.SMS_USERNAME!,
            password: e.SMS_PASSWORD!,
            header: e.SMS_HEADER!,
            apiUrl: e.SMS_API_URL,
          }
        : undefined,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      pollMs: e.OUTBOX_POLL_MS,
      retentionDays: e.OUTBOX_RETENTION_DAYS,
      maxPerVenuePerDay: e.NOTIFICATIONS_MAX_PER_VENUE_PER_DAY,
    },
    limits: {
      loginPerIp: e.LOGIN_MAX_PER_IP,
      loginFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      loginFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      appointmentPerIp: e.BOOKING_MAX_PER_IP,
      appointmentPerPhone: e.BOOKING_MAX_PER_PHONE,
      appointmentPerEmail: e.BOOKING_MAX_PER_EMAIL,
      appointmentPerUser: e.BOOKING_MAX_PER_USER,
      pendingPerUserVenue: e.PENDING_MAX_PER_USER_VENUE,
      pendingPerUser: e.PENDING_MAX_PER_USER,
      contactPerIp: e.CONTACT_MAX_PER_IP,
      registerPerIp: e.REGISTER_MAX_PER_IP,
      passwordResetPerIp: e.PASSWORD_RESET_MAX_PER_IP,
      manageLinkPerIp: e.MANAGE_LINK_MAX_PER_IP,
      emailVerification: { perUser: e.EMAIL_VERIFICATION_MAX_PER_USER, perAddress: e.EMAIL_VERIFICATION_MAX_PER_ADDRESS },
    },
    passwordResetMinResponseMs: e.PASSWORD_RESET_MIN_RESPONSE_MS,
    images: {
      concurrency: e.IMAGE_CONCURRENCY,
      queue: e.IMAGE_QUEUE,
      uploadsPerOwnerPerHour: e.IMAGE_UPLOADS_PER_OWNER_PER_HOUR,
    },
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    metricsFromLoopback: !production,
  };
}
