import { runJobOnce } from '../src/lib/jobs';
import { createCompletionJob } from '../src/modules/my-appointments/my-appointments.service';
import { createNotifier } from '../src/modules/notifications/notifier';
import type { TestApp } from './build-test-app';

/** One run of the completion job with a notifier, as the server wires it (request expiry, review invitations). */
export const runCompletionJob = (t: TestApp, publicUrl = 'https://randevu.example') =>
  runJobOnce(
    t.db,
    createCompletionJob(
      t.app.publicCache,
      createNotifier({ publicUrl, contactEmail: t.config.contact.email, now: () => new Date() }),
    ),
  );
