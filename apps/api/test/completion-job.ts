import { runJobOnce } from '../src/lib/jobs';
import { createCompletionJob } from '../src/modules/my-appointments/my-appointments.service';
import { createNotifier } from '../src/modules/notifications/notifier';
import type { TestApp } from './build-test-app';

/**
 * One run of the completion job with a notifier, as the server wires it (request expiry, review invitations), then the
 * delivery job's rendering of the events it recorded (decision 060). Returns the completion job's result.
 */
export async function runCompletionJob(t: TestApp, publicUrl = 'https://randevu.example') {
  const notifier = createNotifier({ publicUrl, contactEmail: t.config.contact.email, now: () => new Date() });
  const result = await runJobOnce(t.db, createCompletionJob(t.app.publicCache, notifier));
  await notifier.renderEvents(t.db);
  return result;
}
