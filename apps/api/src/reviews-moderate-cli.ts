/**
 * `npm run reviews:moderate` (decisions 039, 053): without arguments, lists the reviews owners reported and the ones
 * held for moderation (the burst rule); `--hide <id> --reason "..."` hides one with the recorded reason (the venue's
 * rating drops it in the same transaction); `--publish <id>` publishes a held one; `--recheck` hides every stored
 * review and reply that fails today's contact rule, with a recorded reason. The public cache is told through Redis when REDIS_URL is set (every instance drops the venue's cached
 * reads); without Redis, PostgreSQL instances see it within their 1 s TTL, and PGlite is this process only.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from './config/env';
import { openConfiguredDatabase } from './db/open';
import { createPublicCache, invalidationChannel } from './lib/public-cache';
import { createRedis } from './lib/redis';
import { createReviewModerationService } from './modules/reviews/review-moderation.service';

const { values } = parseArgs({
  options: {
    hide: { type: 'string' },
    reason: { type: 'string' },
    publish: { type: 'string' },
    recheck: { type: 'boolean' },
  },
});
const config = loadConfig();
const log = { info: () => {}, warn: (obj: object, msg: string) => console.warn(msg, obj) };
const redis = config.redisUrl ? createRedis(config.redisUrl, log) : undefined;
const cache = createPublicCache({ redis, channel: invalidationChannel(config.redisUrl), log });
const database = await openConfiguredDatabase(config);
const moderation = createReviewModerationService({ db: database.db, cache, now: () => new Date() });

let exitCode = 0;
try {
  if (values.recheck) {
    const { reviews, replies } = await moderation.recheck();
    console.log(`recheck: ${reviews} review(s) and ${replies} reply(ies) hidden`);
  } else if (values.publish !== undefined) {
    const id = Number(values.publish);
    const outcome = Number.isInteger(id) && id > 0 ? await moderation.publish(id) : 'not_found';
    console.log(`review #${values.publish}: ${outcome}`);
    if (outcome !== 'published') exitCode = 1;
  } else if (values.hide === undefined) {
    const reported = await moderation.listReported();
    if (!reported.length) console.log('no reported reviews');
    for (const r of reported)
      console.log(
        `#${r.id} venue ${r.venue_id} ${r.rating}★ ${r.hidden_at ? '(hidden) ' : ''}${JSON.stringify(r.comment)} reports: ${JSON.stringify(r.reasons)}`,
      );
    const held = await moderation.listHeld();
    if (!held.length) console.log('no held reviews');
    for (const r of held)
      console.log(
        `#${r.id} venue ${r.venue_id} ${r.rating}★ (held) ${JSON.stringify(r.comment)} ${JSON.stringify(r.hidden_reason)}`,
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
