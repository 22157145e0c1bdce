import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { createChannels } from './channels';
import type { Notifier } from './notifier';
import { createOutboxWorker, outboxJob } from './outbox.worker';

/**
 * The delivery job of this process: the configured channels, a worker, and the start-up line
 * that says which channels are live (a channel that is not configured only records messages).
 */
export function createDeliveryJob(
  config: Pick<Config, 'notifications'>,
  db: Db,
  notifier: Pick<Notifier, 'attach' | 'renderEvents'>,
  log?: FastifyBaseLogger,
): { job: Job; close: () => Promise<void> } {
  const channels = createChannels(config);
  log?.info(
    {
      email: channels.email.live ? channels.email.name : 'dev (recorded only)',
      sms: channels.sms.live ? channels.sms.name : 'dev (recorded only)',
    },
    'notification channels',
  );
  const worker = createOutboxWorker({
    db,
    channels,
    maxAttempts: config.notifications.maxAttempts,
    venueDailyCap: config.notifications.maxPerVenuePerDay,
    renderEvents: () => notifier.renderEvents(db),
    log,
  });
  const job = outboxJob(worker, config.notifications.pollMs);
  // A commit that enqueued messages wakes this worker through the notifier (`kick`).
  const detach = notifier.attach(worker, (err) => log?.error({ err }, 'outbox delivery failed'));
  return {
    job,
    close: async () => {
      detach();
      await channels.email.close?.();
      await channels.sms.close?.();
    },
  };
}
