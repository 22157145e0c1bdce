/**
 * `npm run reviews:moderate` (decision 039): without arguments, lists the reviews owners reported; with
 * `--hide <id> --reason "..."`, hides one with the recorded reason (the venue's rating drops it in the same
 * transaction). The public cache is told through Redis when REDIS_URL is set (every instance drops the venue's cached
 * reads); without Redis, PostgreSQL instances see it within their 1 s TTL, and PGlite is this process only.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from './config/env';
import { openConfiguredDatabase } from './db/open';
import { createPublicCache, invalidationChannel } from './lib/public-cache';
import { createRedis } from './lib/redis';
import { createReviewModerationService } from './modules/reviews/review-moderation.service';

const { values } = parseArgs({ options: { hide: { type: 'string' }, reason: { type: 'string' } } });
const config = loadConfig();
const log = { info: () => {}, warn: (obj: object, msg: string) => console.warn(msg, obj) };
const redis = config.redisUrl ? createRedis(config.redisUrl, log) : undefined;
const cache = createPublicCache({ redis, channel: invalidationChannel(config.redisUrl), log });
const database = await openConfiguredDatabase(config);
const moderation = createReviewModerationService({ db: database.db, cache, now: () => new Date() });

let exitCode = 0;
try {
  if (values.hide === undefined) {
    const reported = await moderation.listReported();
    if (!reported.length) console.log('no reported reviews');
    for (const r of reported)
      console.log(
        `#${r.id} venue ${r.venue_id} ${r.rating}★ ${r.hidden_at ? '(hidden) ' : ''}${JSON.stringify(r.comment)} reports: ${JSON.stringify(r.reasons)}`,
      );
  } else {
    const id = Number(values.hide);
    const reason = values.reason?.trim();
    if (!Number.isInteger(id) || id <= 0 || !reason) {
      console.error('usage: npm run reviews:moderate -- --hide <id> --reason "..."');
      exitCode = 2;
    } else {
      const outcome = await moderation.hide(id, reason);
      console.log(`review #${id}: ${outcome}`);
      if (outcome === 'not_found') exitCode = 1;
    }
  }
} finally {
  await cache.close();
  await redis?.close();
  await database.close();
  database.release();
}
process.exitCode = exitCode;
