import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: defaults for DATA_DIR, UPLOAD_DIR and the web build resolve against it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('data'),
  UPLOAD_DIR: z.string().default('uploads'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: bool.default(false),
  /** log2 of scrypt's N; 17 is OWASP's recommendation (128 MiB, r=8, p=1). */
  PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  SEED_DEMO: bool.default(true),
  CONTACT_EMAIL: z.string().default('destek@randevu.com.tr'),
  CONTACT_PHONE: z.string().default('+90 850 123 45 67'),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().positive().default(10),
  BOOKING_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  BOOKING_MAX_PER_PHONE: z.coerce.number().int().positive().default(5),
  CONTACT_MAX_PER_IP: z.coerce.number().int().positive().default(5),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  /** Migrated, reference-seeded PGlite directory made by the build; copied into an empty DATA_DIR. */
  dbTemplateDir: string;
  uploadDir: string;
  webDistDir: string;
  logLevel: Env['LOG_LEVEL'];
  sessionTtlDays: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  passwordHashLogN: number;
  seedDemo: boolean;
  contact: { email: string; phone: string };
  limits: {
    loginPerIp: number;
    loginFailuresPerEmail: number;
    bookingPerIp: number;
    bookingPerPhone: number;
    contactPerIp: number;
  };
}

/** The only reader of process.env: parses it once and fails fast with a readable list. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  // NOTE: npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
  const base = source.INIT_CWD ?? repoRoot;
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.resolve(base, p));
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR),
    dbTemplateDir: path.resolve(repoRoot, 'apps/api/dist/db-template'),
    uploadDir: resolve(e.UPLOAD_DIR),
    webDistDir: path.isAbsolute(e.WEB_DIST_DIR) ? e.WEB_DIST_DIR : path.resolve(repoRoot, e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    passwordHashLogN: e.PASSWORD_HASH_LOG_N,
    seedDemo: e.SEED_DEMO,
    contact: { email: e.CONTACT_EMAIL, phone: e.CONTACT_PHONE },
    limits: {
      loginPerIp: e.LOGIN_MAX_PER_IP,
      loginFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      bookingPerIp: e.BOOKING_MAX_PER_IP,
      bookingPerPhone: e.BOOKING_MAX_PER_PHONE,
      contactPerIp: e.CONTACT_MAX_PER_IP,
    },
  };
}
