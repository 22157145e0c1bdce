import type { Db } from '../src/db/client';
import { createNotifier, type Notifier } from '../src/modules/notifications/notifier';
import type { Config } from '../src/config/env';

/** Each test app's renderer, by its database: helpers that hold only `db` find the app's settings (public URL, clock). */
const renderers = new WeakMap<Db, Notifier>();

/** Called by buildTestApp: the notifier settings the app was built with. */
export function registerEventRenderer(db: Db, config: Pick<Config, 'publicUrl' | 'contact'>, now: () => Date): void {
  renderers.set(db, createNotifier({ publicUrl: config.publicUrl, contactEmail: config.contact.email, now }));
}

/**
 * The one wait of the tests for the delivery job's first step (decision 060): an appointment change records an event,
 * and the job renders it into `outbox_messages`. Tests that read messages after a change call this first (or read
 * through a helper that does), as the server's worker would right after the change's kick. Returns how many events
 * were rendered.
 */
export async function drainEvents(target: Db | { db: Db }): Promise<number> {
  const db = 'db' in target && typeof (target as { db: unknown }).db === 'object' ? (target as { db: Db }).db : (target as Db);
  const renderer = renderers.get(db);
  if (!renderer) throw new Error('drainEvents: no test app was built on this database');
  return renderer.renderEvents(db);
}
