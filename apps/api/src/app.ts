import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Db, PoolStats } from './db/client';
import compression from './plugins/compression';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/error-handler';
import security from './plugins/security';
import auth from './plugins/auth';
import docs from './plugins/docs';
import ownership from './plugins/ownership';
import web from './plugins/web';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { healthRoutes } from './modules/health/health.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createSessionsService } from './modules/auth/auth.service';
import { locationsRoutes } from './modules/locations/locations.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { ownerVenuesRoutes } from './modules/owner-venues/owner-venues.routes';
import { venuesRoutes } from './modules/venues/venues.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { myAppointmentsRoutes } from './modules/my-appointments/my-appointments.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { ownerReviewsRoutes } from './modules/reviews/owner-reviews.routes';
import { manageRoutes } from './modules/manage/manage.routes';
import { emailVerificationRoutes } from './modules/email-verification/email-verification.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { venueImagesRoutes } from './modules/venue-images/venue-images.routes';
import { venueFaqsRoutes } from './modules/venue-faqs/venue-faqs.routes';
import { ownerAppointmentsRoutes } from './modules/owner-appointments/owner-appointments.routes';
import { subServicesRoutes } from './modules/sub-services/sub-services.routes';
import { expertsRoutes } from './modules/experts/experts.routes';
import { availabilityRulesRoutes } from './modules/availability-rules/availability-rules.routes';
import { dayHoursRoutes } from './modules/availability-rules/day-hours.routes';
import { ownerBookingsRoutes } from './modules/owner-calendar/owner-bookings.routes';
import { ownerCalendarRoutes } from './modules/owner-calendar/owner-calendar.routes';
import { ownerCustomersRoutes } from './modules/owner-customers/owner-customers.routes';
import { customerEditsRoutes } from './modules/owner-customers/customer-edits.routes';
import { customerImportRoutes } from './modules/owner-customers/customer-import.routes';
import { ownerReportsRoutes } from './modules/owner-reports/owner-reports.routes';
import { ownerReportsCsvRoutes } from './modules/owner-reports/owner-reports.csv.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { registerBackgroundJobs } from './jobs';
import { addressKey } from './lib/client-address';
import { createImageUploads, createLocalStorage, type FileStorage } from './modules/media/media.service';
import type { ModuleDeps } from './modules/module-deps';
import { createPublicCache, invalidationChannel } from './lib/public-cache';
import { createRedis } from './lib/redis';
import { createRedisRateLimiters, memoryRateLimiters, type RateLimiterFactory } from './lib/rate-limiter';
import { createNotifier } from './modules/notifications/notifier';
import { redactingSerializers } from './lib/log-redaction';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's address as per-address limits count it: IPv6 by its /64 (lib/client-address.ts). */
    readonly clientKey: string;
  }
  interface FastifyInstance {
    /** Makes a service's rate limiter: shared through Redis when REDIS_URL is set, else per process. */
    rateLimits: RateLimiterFactory;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** Reported by /api/health: false until migrations and seeds have run. */
  isReady?: () => boolean;
  /** Where uploads are stored; defaults to UPLOAD_DIR on local disk. */
  storage?: FileStorage;
  /** The clock every module reads; a test may fix it. Default: the system clock. */
  now?: () => Date;
  /** PostgreSQL's pool (Database.poolStats), for GET /metrics. */
  poolStats?: () => PoolStats;
  /** Where the log is written (standard output by default); a test reads it. */
  logStream?: { write(line: string): void };
  /** Sees every route as it is registered (the authorization matrix reads the route table). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public-read cache (lib/public-cache.ts); tests and the bench read its stats. */
    publicCache: import('./lib/public-cache').PublicCache;
  }
}

/** Builds the whole application: plugins first, then modules, in one explicit list. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const storage = deps.storage ?? createLocalStorage(config.uploadDir);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: redactingSerializers,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A body trickled a byte at a time is answered 408 and closed. NOTE: Node takes requestTimeout into
    // its deadline checks only when given to the http.Server constructor (Fastify sets it afterwards, too
    // late); it checks every connection on connectionsCheckingInterval (default 30 s: far over a short timeout).
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      requestTimeout: config.timeouts.requestMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(config.timeouts.requestMs / 4))),
    },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log) : undefined;
  const cache = createPublicCache({ ...config.publicCache, redis, channel: invalidationChannel(config.redisUrl), log: app.log });
  app.addHook('onClose', async () => {
    await cache.close();
    await redis?.close();
  });
  app.decorate('publicCache', cache);

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // Rate limits and login lockouts count in Redis when it is configured (shared by every instance).
  app.decorate(
    'rateLimits',
    redis ? createRedisRateLimiters(redis.client, app.log, `${config.redisPrefix}:rl`) : memoryRateLimiters,
  );
  app.decorateRequest('clientKey', {
    getter(this: FastifyRequest) {
      return addressKey(this.ip);
    },
  });
  // One image queue and one per-owner upload count for every upload route of this process.
  const images = createImageUploads({ storage, rateLimits: app.rateLimits, ...config.images });
  const now = deps.now ?? (() => new Date());
  // Messages are written in the caller's transaction; the delivery job attaches its worker (jobs.ts).
  const notifier = createNotifier({ publicUrl: config.publicUrl, contactEmail: config.contact.email, now });
  // Every module gets the same dependencies, from here only (one way to wire a module).
  const moduleDeps: ModuleDeps = { db, config, storage, cache, redis, images, now, rateLimits: app.rateLimits, notifier };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Plugins: cross-cutting concerns.
  await app.register(errorHandler);
  await app.register(security, { hsts: config.hsts });
  await app.register(compression);
  await app.register(cookie);
  // Limits are per call (modules/media/upload.ts); these are the outer bounds for any multipart body.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20, fieldSize: 1024, parts: 25 } });
  await app.register(auth, {
    sessions: createSessionsService(db),
    ttlDays: config.sessionTtlDays,
    cookieSecure: config.cookieSecure,
  });
  await app.register(docs, { publicUrl: config.publicUrl });
  await app.register(ownership, { db });

  // Modules: the API's table of contents. Metrics first: its hooks measure every route after it.
  await app.register(metricsRoutes, { ...moduleDeps, poolStats: deps.poolStats });
  await app.register(healthRoutes, { ...moduleDeps, isReady: deps.isReady ?? (() => true) });
  await app.register(authRoutes, moduleDeps);
  await app.register(locationsRoutes, moduleDeps);
  await app.register(categoriesRoutes, moduleDeps);
  await app.register(ownerVenuesRoutes, moduleDeps);
  await app.register(venuesRoutes, moduleDeps);
  await app.register(contactRoutes, moduleDeps);
  await app.register(newsletterRoutes, moduleDeps);
  await app.register(myAppointmentsRoutes, moduleDeps);
  await app.register(manageRoutes, moduleDeps);
  await app.register(reviewsRoutes, moduleDeps);
  await app.register(emailVerificationRoutes, moduleDeps);
  await app.register(availabilityRoutes, moduleDeps);
  await app.register(appointmentsRoutes, moduleDeps);
  // Owner area (docs/product-owner.md#owner-area): one module per domain.
  await app.register(venueImagesRoutes, moduleDeps);
  await app.register(venueFaqsRoutes, moduleDeps);
  await app.register(ownerAppointmentsRoutes, moduleDeps);
  await app.register(subServicesRoutes, moduleDeps);
  await app.register(expertsRoutes, moduleDeps);
  await app.register(availabilityRulesRoutes, moduleDeps);
  await app.register(dayHoursRoutes, moduleDeps);
  await app.register(ownerCalendarRoutes, moduleDeps);
  await app.register(ownerBookingsRoutes, moduleDeps);
  await app.register(ownerCustomersRoutes, moduleDeps);
  await app.register(customerEditsRoutes, moduleDeps);
  await app.register(customerImportRoutes, moduleDeps);
  await app.register(ownerReportsRoutes, moduleDeps);
  await app.register(ownerReportsCsvRoutes, moduleDeps);
  await app.register(ownerReviewsRoutes, moduleDeps);
  await app.register(notificationsRoutes, moduleDeps);

  await app.register(web, { webDistDir: config.webDistDir, uploadDir: config.uploadDir, publicUrl: config.publicUrl });

  registerBackgroundJobs(app, moduleDeps);
  return app;
}
