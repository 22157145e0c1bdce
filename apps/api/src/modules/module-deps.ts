import type { Config } from '../config/env';
import type { Db } from '../db/client';
import type { PublicCache } from '../lib/public-cache';
import type { RedisHandle } from '../lib/redis';
import type { FileStorage, ImageUploads } from './media/media.service';

/** What every module plugin may take (app.ts passes all of it); modules use the parts they need. */
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
}
