import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { appointments, outboxEvents } from '../../db/schema';
import { appointmentEventSnapshot, type AppointmentEventSnapshot } from '../../db/appointment-event-snapshot';
import { notifyAppointment, type AppointmentEvent, type NotificationSettings } from './notifications.service';

/**
 * What an event carries beyond its appointment: the plain manage token a booking issued (its messages' link; only the
 * hash is stored with the appointment). Removed from the row when the event is processed (decision 060).
 */
export interface AppointmentEventPayload {
  manageToken?: string;
  /**
   * A reschedule's previous time and expert, as the change read them: the message says "from … to …" even when a
   * later reschedule is rendered in the same batch (read from the moves at render time, it would name the later one).
   */
  from?: { startsAt: string; expertName: string };
}

/** The payload as stored: with the appointment as the change left it (written by the event's insert). */
type StoredPayload = AppointmentEventPayload & { at?: AppointmentEventSnapshot };

/** Events rendered in one transaction. */
export const EVENT_BATCH = 50;
/** Failed renderings before an event is given up (marked processed with its error, so it no longer heads the queue). */
export const EVENT_MAX_ATTEMPTS = 5;

/**
 * One event row in the caller's transaction: it commits or rolls back with the change it describes. One statement, with
 * the appointment as the change left it (`appointmentEventSnapshot`); nothing for an appointment that does not exist.
 */
export async function recordAppointmentEvent(
  db: Db,
  appointmentId: number,
  kind: AppointmentEvent,
  payload: AppointmentEventPayload = {},
): Promise<void> {
  await db.execute(sql`
    insert into ${outboxEvents} (appointment_id, kind, payload)
    select a.id, ${kind}::text, jsonb_build_object('at', ${appointmentEventSnapshot('a')}) || ${JSON.stringify(payload)}::jsonb
      from ${appointments} a where a.id = ${appointmentId}`);
}

/** The snapshot as the context's fields (instants as dates). */
const asOf = (at: AppointmentEventSnapshot | undefined) =>
  at && { ...at, startsAt: new Date(at.startsAt), endsAt: new Date(at.endsAt), priceKurus: Number(at.priceKurus) };

type Claimed = Pick<typeof outboxEvents.$inferSelect, 'id' | 'appointmentId' | 'kind' | 'payload' | 'attempts'>;

/**
 * The appointments of `claimed` that have an earlier unprocessed event this transaction did not claim: another worker
 * holds it, so theirs wait (an appointment's events are rendered in their order: a cancel withdraws the reminders of the
 * booking before it).
 */
async function heldElsewhere(tx: Db, claimed: Claimed[]): Promise<Set<number>> {
  const ids = [...new Set(claimed.map((e) => e.appointmentId))];
  const firsts = await tx
    .select({ appointmentId: outboxEvents.appointmentId, first: sql<number>`min(${outboxEvents.id})`.mapWith(Number) })
    .from(outboxEvents)
    .where(and(isNull(outboxEvents.processedAt), inArray(outboxEvents.appointmentId, ids)))
    .groupBy(outboxEvents.appointmentId);
  const mine = new Set(claimed.map((e) => e.id));
  return new Set(firsts.filter((f) => !mine.has(f.first)).map((f) => f.appointmentId));
}

/**
 * One batch in one transaction: the oldest unprocessed events `for update skip locked` (another worker's are skipped,
 * so no event is rendered twice), each rendered in id order by the same code as before decision 060
 * (`notifyAppointment`), then marked processed with their manage tokens removed. A crash before the commit leaves the
 * batch unprocessed for the next run. `isolate`: each event in a savepoint, so one that fails is counted (and given up
 * after EVENT_MAX_ATTEMPTS) while the others commit; the first try of a batch goes without them (two statements less an
 * event). Returns how many events were claimed (0 when none could be rendered here).
 */
async function renderBatch(db: Db, settings: NotificationSettings, size: number, isolate: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed: Claimed[] = await tx
      .select({
        id: outboxEvents.id,
        appointmentId: outboxEvents.appointmentId,
        kind: outboxEvents.kind,
        payload: outboxEvents.payload,
        attempts: outboxEvents.attempts,
      })
      .from(outboxEvents)
      .where(isNull(outboxEvents.processedAt))
      .orderBy(asc(outboxEvents.id))
      .limit(size)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return 0;
    const waiting = await heldElsewhere(tx, claimed);
    const done: number[] = [];
    let failed = 0;
    for (const event of claimed) {
      if (waiting.has(event.appointmentId)) continue;
      const payload = event.payload as StoredPayload;
      const render = (t: Db) =>
        notifyAppointment(
          t,
          event.appointmentId,
          event.kind as AppointmentEvent,
          settings,
          payload.manageToken,
          asOf(payload.at),
          payload.from && { startsAt: new Date(payload.from.startsAt), expertName: payload.from.expertName },
        );
      if (!isolate) {
        await render(tx);
        done.push(event.id);
        continue;
      }
      try {
        await tx.transaction(render);
        done.push(event.id);
      } catch (error) {
        // Its appointment's later events wait behind it.
        waiting.add(event.appointmentId);
        failed++;
        const gaveUp = event.attempts + 1 >= EVENT_MAX_ATTEMPTS;
        await tx
          .update(outboxEvents)
          .set({
            attempts: event.attempts + 1,
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
            ...(gaveUp ? { processedAt: sql`now()`, payload: sql`${outboxEvents.payload} - 'manageToken'` } : {}),
          })
          .where(sql`${outboxEvents.id} = ${event.id}`);
      }
    }
    if (done.length > 0)
      await tx
        .update(outboxEvents)
        .set({ processedAt: sql`now()`, payload: sql`${outboxEvents.payload} - 'manageToken'` })
        .where(inArray(outboxEvents.id, done));
    // A batch whose every event waits for another worker's says so with 0: the caller stops, that worker goes on.
    return done.length + failed === 0 ? 0 : claimed.length;
  });
}

/**
 * Renders every unprocessed event into its messages, batch after batch until a batch comes back short. A batch that
 * fails is run again with each event in a savepoint, so one event that cannot be rendered does not hold the others.
 * Returns how many events were claimed.
 */
export async function renderAppointmentEvents(db: Db, settings: NotificationSettings, batchSize = EVENT_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    let n: number;
    try {
      n = await renderBatch(db, settings, batchSize, false);
    } catch {
      n = await renderBatch(db, settings, batchSize, true);
    }
    total += n;
    if (n < batchSize) return total;
  }
}

/**
 * Deletes up to `limit` events processed before `before`, the oldest first (the outbox's retention job, decision 050:
 * an event's snapshot names the appointment's time and a cancellation's reason). How many went.
 */
export async function purgeProcessedEvents(db: Db, before: Date, limit: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
          delete from ${outboxEvents} where id = any(array(
            select id from ${outboxEvents}
             where processed_at is not null and processed_at < ${before.toISOString()}::timestamptz
             order by processed_at limit ${limit}))
          returning 1)
        select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}
