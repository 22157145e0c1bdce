import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './modules/module-deps';
import { startJobs, type Job } from './lib/jobs';
import { sessionPurgeJob } from './modules/auth/auth.service';
import { createCompletionJob } from './modules/my-appointments/my-appointments.service';
import { createDeliveryJob } from './modules/notifications/notifications.delivery';
import { createOutboxRetentionJob } from './modules/notifications/outbox-retention';

/** Every background job of the server, in one list. Each runs once across instances (lib/jobs.ts). */
export function backgroundJobs(deps: ModuleDeps, log?: FastifyInstance['log']): { jobs: Job[]; close: () => Promise<void> } {
  const delivery = createDeliveryJob(deps.config, deps.db, deps.notifier, log);
  return {
    jobs: [
      createCompletionJob(deps.cache, deps.notifier),
      sessionPurgeJob,
      delivery.job,
      createOutboxRetentionJob(deps.config.notifications.retentionDays),
    ],
    close: delivery.close,
  };
}

/**
 * The jobs' first tick waits this long after the server starts listening: the first requests (a
 * load balancer's health probe, the first visitor) are then not queued behind three first-run
 * ticks on PGlite's single connection (≈ 0.3–0.5 s on 2 cores; decision record 025). Jobs are
 * periodic (every 2 s to 1 h), so a one-second later start changes nothing they promise.
 */
export const JOBS_START_AFTER_LISTEN_MS = 1_000;

/**
 * Starts the jobs shortly after the server listens (after the migrations: the server readies the app
 * while the database opens) and stops them on close. Tests drive jobs themselves.
 */
export function registerBackgroundJobs(app: FastifyInstance, deps: ModuleDeps): void {
  if (deps.config.env === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onListen', async () => {
    timer = setTimeout(() => {
      const { jobs, close } = backgroundJobs(deps, app.log);
      const stopJobs = startJobs(deps.db, jobs, {
        onError: (job, err) => app.log.error({ err, job }, 'background job failed'),
        onRun: (job, result) => {
          const count = Array.isArray(result) ? result.length : result;
          if (typeof count === 'number' && count > 0) app.log.info({ job, count }, 'background job done');
        },
      });
      stop = async () => {
        await stopJobs();
        await close();
      };
    }, JOBS_START_AFTER_LISTEN_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await stop?.();
  });
}
