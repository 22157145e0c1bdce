import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** What waits in the outbox (the metrics module's gauges). */
export interface OutboxBacklog {
  due: number;
  oldestDueAgeSeconds: number;
  waitingEvents: number;
  oldestWaitingEventAgeSeconds: number;
}

/**
 * The gauges' one query per scrape: messages due and not sent, and appointment events not yet rendered into messages
 * (decision 060: a stuck renderer shows here before any message is late), each with the age of its oldest.
 */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await queryRows<{ due: number; age: number | null; events: number; event_age: number | null }>(
    db,
    sql`select (select count(*)::int from outbox_messages
                 where status in ('pending', 'sending') and send_after <= now()) due,
               (select extract(epoch from now() - min(send_after))::float8 from outbox_messages
                 where status in ('pending', 'sending') and send_after <= now()) age,
               (select count(*)::int from outbox_events where processed_at is null) events,
               (select extract(epoch from now() - min(created_at))::float8 from outbox_events
                 where processed_at is null) event_age`,
  );
  return {
    due: row?.due ?? 0,
    oldestDueAgeSeconds: Math.max(0, row?.age ?? 0),
    waitingEvents: row?.events ?? 0,
    oldestWaitingEventAgeSeconds: Math.max(0, row?.event_age ?? 0),
  };
}
