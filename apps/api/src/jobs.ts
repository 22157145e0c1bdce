import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './lib/module-deps';
import { startJobs, type Job } from './lib/jobs';
import { sessionPurgeJob } from './modules/auth/auth.service';
import { completionJob } from './modules/my-appointments/my-appointments.service';
import { createDeliveryJob } from './modules/notifications/notifications.delivery';

/** Every background job of the server, in one list. Each runs once across instances (lib/jobs.ts). */
export function backgroundJobs(deps: ModuleDeps, log?: FastifyInstance['log']): { jobs: Job[]; close: () => Promise<void> } {
  const delivery = createDeliveryJob(deps.config, deps.db, log);
  return { jobs: [completionJob, sessionPurgeJob, delivery.job], close: delivery.close };
}

/** Starts the jobs when the server is ready and stops them on close. Tests drive jobs themselves. */
export function registerBackgroundJobs(app: FastifyInstance, deps: ModuleDeps): void {
  if (deps.config.env === 'test') return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const { jobs, close } = backgroundJobs(deps, app.log);
    const stopJobs = startJobs(deps.db, jobs, {
      onError: (job, err) => app.log.error({ err, job }, 'background job failed'),
      onRun: (job, result) => {
        if (typeof result === 'number' && result > 0) app.log.info({ job, count: result }, 'background job done');
      },
    });
    stop = async () => {
      await stopJobs();
      await close();
    };
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
