/** The environments and log levels the server knows (env.ts validates them). */
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
import type { TrustProxy } from './network';

/** The settings every part of the server reads, parsed once from the environment by loadConfig (env.ts). */
export interface Config {
  env: (typeof NODE_ENVS)[number];
  host: string;
  /** The development outbox route is registered (never in production). */
  devOutbox: boolean;
  /** Bounds of one connection (ms): whole request, idle socket, idle keep-alive. */
  timeouts: { requestMs: number; connectionMs: number; keepAliveMs: number };
  /** Unsafe but accepted settings, logged at every start (server.ts). */
  warnings: string[];
  port: number;
  databaseUrl?: string;
  /** redis:// URL; several API instances share invalidations and limits through it. */
  redisUrl?: string;
  /** Prefix of the Redis keys this deployment writes (rate limits). */
  redisPrefix: string;
  /** ttlMs: unlimited on PGlite or with Redis, 1 s on PostgreSQL without Redis, unless PUBLIC_CACHE_TTL_MS says. */
  publicCache: { enabled: boolean; ttlMs: number };
  dataDir: string;
  /** Migrated, reference-seeded PGlite directory made by the build; copied into an empty DATA_DIR. */
  dbTemplateDir: string;
  uploadDir: string;
  webDistDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  sessionTtlDays: number;
  /** 'auto': Secure (and the __Host- name) exactly when the request came over HTTPS. */
  cookieSecure: boolean | 'auto';
  /** HSTS header (production only: a development server on http://localhost must stay reachable). */
  hsts: boolean;
  trustProxy: TrustProxy;
  passwordHashLogN: number;
  passwordHash: { concurrency: number; queue: number };
  seedDemo: boolean;
  allowEmbeddedDb: boolean;
  contact: { email: string; phone: string };
  publicUrl: string;
  notifications: {
    smtpUrl?: string;
    mailFrom: string;
    sms?: { provider: 'netgsm'; username: string; password: string; header: string; apiUrl?: string };
    maxAttempts: number;
    pollMs: number;
    /** The per-venue daily cap on messages to customers. */
    maxPerVenuePerDay: number;
    /** Decision 050: days a finished message is kept. */
    retentionDays: number;
  };
  limits: {
    loginPerIp: number;
    loginFailuresPerEmail: number;
    /** Auth: failed sign-ins per account and hour before unrecognised addresses wait (finding 4). */
    loginFailuresPerAccount: number;
    appointmentPerIp: number;
    appointmentPerPhone: number;
    appointmentPerEmail: number;
    appointmentPerUser: number;
    pendingPerUserVenue: number;
    pendingPerUser: number;
    contactPerIp: number;
    registerPerIp: number;
    passwordResetPerIp: number;
    manageLinkPerIp: number;
    emailVerification: { perUser: number; perAddress: number };
  };
  /** /api/password/forgot answers no sooner than this (ms). */
  passwordResetMinResponseMs: number;
  /** Image uploads: decodes at once, decodes waiting, uploads per owner and hour. */
  images: { concurrency: number; queue: number; uploadsPerOwnerPerHour: number };
  /** See METRICS_TOKEN. */
  metricsToken?: string;
  /** See METRICS_PORT. */
  metricsPort?: number;
  /** A loopback client no proxy forwarded reads /metrics on the main port without a token (never in production). */
  metricsFromLoopback: boolean;
}
