import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './lib/module-deps';
import { startJobs, type Job } from './lib/jobs';
import { sessionPurgeJob } from './modules/auth/auth.service';
import { completionJob } from './modules/my-appointments/my-appointments.service';

/** Every background job of the server, in one list. Each runs once across instances (lib/jobs.ts). */
export function backgroundJobs(_deps: ModuleDeps): Job[] {
  return [completionJob, sessionPurgeJob];
}

/** Starts the jobs when the server is ready and stops them on close. Tests drive jobs themselves. */
export function registerBackgroundJobs(app: FastifyInstance, deps: ModuleDeps): void {
  if (deps.config.env === 'test') return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startJobs(deps.db, backgroundJobs(deps), {
      onError: (job, err) => app.log.error({ err, job }, 'background job failed'),
      onRun: (job, result) => {
        if (typeof result === 'number' && result > 0) app.log.info({ job, count: result }, 'background job done');
      },
    });
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
