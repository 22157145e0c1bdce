import type { Config } from '../config/env';
import type { Db } from '../db/client';
import type { PublicCache } from '../lib/public-cache';
import type { RateLimiterFactory } from '../lib/rate-limiter';
import type { RedisHandle } from '../lib/redis';
import type { Notifier } from './notifications/notifier';
import type { FileStorage, ImageUploads } from './media/media.service';

/**
 * What every module plugin takes: app.ts builds it once and registers every module with it, so that file
 * alone shows how everything is wired; modules use the parts they need.
 */
export interface ModuleDeps {
  db: Db;
  config: Config;
  storage: FileStorage;
  /** Public-read cache: writing services call its invalidation methods (decision record 020). */
  cache: PublicCache;
  /** Present when REDIS_URL is set (lib/redis.ts); closed with the app. */
  redis?: RedisHandle;
  /** The process's bounded image decoding and the per-owner upload limit (modules/media). */
  images: ImageUploads;
  /** The clock (tests give a fixed one). */
  now: () => Date;
  /** Makes a service's rate limiter: shared through Redis when REDIS_URL is set, else per process. */
  rateLimits: RateLimiterFactory;
  /** Writes messages in the caller's transaction and wakes this app's delivery worker. */
  notifier: Notifier;
}
