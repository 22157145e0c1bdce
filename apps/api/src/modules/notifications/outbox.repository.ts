import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationChannel, OutboxStatus } from '@randevu/contracts';
import { queryRows, type Db } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { outboxMessages } from '../../db/schema';
import type { OutgoingMessage } from './channels/channel';
import {
  insertOptOutTokens,
  insertOutboxMessages,
  outboxRecords,
  type OptOutTokenRow,
  type OutboxMessageInput,
} from './outbox-sql';

export type { OptOutTokenRow, OutboxMessageInput };

export type OutboxRow = typeof outboxMessages.$inferSelect;

export interface ClaimedRow extends OutgoingMessage {
  /** Including this one. */
  attempts: number;
  claimId: string;
  venueId: number | null;
}

/**
 * `enqueue`'s statement, one text for any number of messages and tokens (issue 28: compiled once, prepared by name):
 * both lists as JSON records (outbox-sql.ts).
 */
const enqueueStatement = preparedRows<{ id: number }, 'tokens' | 'messages'>(
  'outbox_enqueue',
  ['tokens', 'messages'],
  (p) => sql`with tokens as (${insertOptOutTokens(p.tokens)}) ${insertOutboxMessages(p.messages)} returning id`,
);

/** `settleSent`'s statement: the delivered rows of a round as JSON records, marked sent while their claim holds. */
const settleSentStatement = preparedRows<{ id: number }, 'rows'>(
  'outbox_settle_sent',
  ['rows'],
  (p) => sql`
  update ${outboxMessages} o set status = 'sent', sent_at = now(), last_error = s.note, claim_id = null
    from json_to_recordset(${p.rows}::json) as s(id integer, claim_id uuid, note text)
   where o.id = s.id and o.claim_id = s.claim_id and o.status = 'sending'
  returning o.id`,
);

export function createOutboxRepository(db: Db) {
  return {
    /**
     * Writes messages with the caller's `db`, which is the transaction of the change that caused
     * them when there is one: they commit or roll back with it. Returns the ids written (a
     * message whose dedupe key already exists is skipped), and with them, in the same statement, the opt-out tokens
     * whose links they carry.
     */
    async enqueue(messages: OutboxMessageInput[], optOutTokens: OptOutTokenRow[] = []): Promise<number[]> {
      if (messages.length === 0 && optOutTokens.length === 0) return [];
      const rows = await enqueueStatement(db, outboxRecords(messages, optOutTokens));
      return rows.map((r) => Number(r.id));
    },

    /** Withdraws an appointment's messages that have not gone out yet (of the given kinds, or all). */
    async cancelPendingForAppointment(appointmentId: number, kinds?: string[]): Promise<number> {
      const rows = await db
        .update(outboxMessages)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(outboxMessages.appointmentId, appointmentId),
            eq(outboxMessages.status, 'pending'),
            kinds ? inArray(outboxMessages.kind, kinds) : undefined,
          ),
        )
        .returning({ id: outboxMessages.id });
      return rows.length;
    },

    /** Withdraws pending messages of these kinds to one contact on one channel from one venue (an opt-out). */
    async cancelPendingForContact(
      t: { venueId: number; channel: NotificationChannel; contact: string },
      kinds: string[],
    ): Promise<number> {
      const rows = await db
        .update(outboxMessages)
        .set({ status: 'cancelled', lastError: 'opted out' })
        .where(
          and(
            eq(outboxMessages.venueId, t.venueId),
            eq(outboxMessages.channel, t.channel),
            t.channel === 'email'
              ? sql`lower(${outboxMessages.recipient}) = ${t.contact}`
              : eq(outboxMessages.recipient, t.contact),
            eq(outboxMessages.status, 'pending'),
            inArray(outboxMessages.kind, kinds),
          ),
        )
        .returning({ id: outboxMessages.id });
      return rows.length;
    },

    /** What waits to be sent now (due, not deferred to a later day) and how long the oldest of it has waited. */
    async backlog(): Promise<{ due: number; oldestDueAgeSeconds: number }> {
      const [row] = await queryRows<{ due: number; age: number | null }>(
        db,
        sql`select count(*)::int due, extract(epoch from now() - min(send_after))::float8 age from outbox_messages
             where status in ('pending', 'sending') and send_after <= now()`,
      );
      return { due: row?.due ?? 0, oldestDueAgeSeconds: Math.max(0, row?.age ?? 0) };
    },

    /**
     * Claims up to `limit` due rows for one worker in a single statement: pending rows whose time
     * has come, and `sending` rows whose lease ran out (their process died). `FOR UPDATE SKIP
     * LOCKED` lets concurrent workers take disjoint rows without waiting; the row becomes
     * `sending` with a fresh claim id and `send_after` = end of the lease, and the transaction
     * ends at once, so no transaction is open while the message travels.
     */
    async claimDue(limit: number, leaseMs: number, at?: Date): Promise<ClaimedRow[]> {
      const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
      return queryRows<ClaimedRow>(
        db,
        sql`
        with due as (
          select id from outbox_messages
          where status in ('pending', 'sending') and send_after <= ${now}
          order by send_after, id
          limit ${limit}
          for update skip locked
        )
        update outbox_messages o
        set status = 'sending', claim_id = gen_random_uuid(), attempts = o.attempts + 1,
            send_after = ${now} + make_interval(secs => ${leaseMs / 1000})
        from due where o.id = due.id
        returning o.id, o.channel, o.recipient as "to", o.subject, o.text, o.html, o.reply_to as "replyTo",
                  o.kind, o.attempts, o.claim_id as "claimId", o.venue_id as "venueId"`,
      );
    },

    /** Settles a claimed row; a no-op (false) when the claim is no longer the row's (its lease was taken over). */
    async settle(
      id: number,
      claimId: string,
      outcome:
        | { status: 'sent'; note?: string }
        | { status: 'pending'; error: string; retryAt: Date }
        | { status: 'failed'; error: string },
    ): Promise<boolean> {
      const set =
        outcome.status === 'sent'
          ? { status: 'sent', sentAt: sql`now()`, lastError: outcome.note ?? null, claimId: null }
          : outcome.status === 'pending'
            ? { status: 'pending', sendAfter: outcome.retryAt, lastError: outcome.error, claimId: null }
            : { status: 'failed', lastError: outcome.error, claimId: null };
      const rows = await db
        .update(outboxMessages)
        .set(set)
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.claimId, claimId), eq(outboxMessages.status, 'sending')))
        .returning({ id: outboxMessages.id });
      return rows.length === 1;
    },

    /**
     * Takes one of the venue's places for `day` (an Istanbul date) under the daily cap, in one atomic
     * upsert: concurrent workers never take more than `cap` between them. False when the day is full.
     */
    async takeDailySlot(venueId: number, day: string, cap: number): Promise<boolean> {
      const rows = await queryRows<{ sent: number }>(
        db,
        sql`insert into venue_message_counts as c (venue_id, day, sent) values (${venueId}, ${day}, 1)
            on conflict (venue_id, day) do update set sent = c.sent + 1 where c.sent < ${cap}
            returning c.sent`,
      );
      return rows.length === 1;
    },

    /**
     * Settles delivered rows in one statement (a round's, issue 28: one round trip, not one a message); the ids whose
     * claim was still theirs. A row whose lease was taken over is left alone, as by `settle`.
     */
    async settleSent(rows: { id: number; claimId: string; note?: string }[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const settled = await settleSentStatement(db, {
        rows: JSON.stringify(rows.map((r) => ({ id: r.id, claim_id: r.claimId, note: r.note ?? null }))),
      });
      return settled.map((r) => Number(r.id));
    },

    /**
     * A claimed row the daily cap holds back: pending again until `until` (the venue's next midnight),
     * its attempt given back, and counted on `day` so that the owner sees it.
     */
    async defer(row: { id: number; claimId: string; venueId: number }, day: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(outboxMessages)
        .set({
          status: 'pending',
          sendAfter: until,
          attempts: sql`greatest(${outboxMessages.attempts} - 1, 0)`,
          lastError: 'daily venue cap reached',
          claimId: null,
        })
        .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.claimId, row.claimId), eq(outboxMessages.status, 'sending')))
        .returning({ id: outboxMessages.id });
      if (rows.length === 1) {
        await queryRows(
          db,
          sql`insert into venue_message_counts as c (venue_id, day, deferred) values (${row.venueId}, ${day}, 1)
              on conflict (venue_id, day) do update set deferred = c.deferred + 1 returning c.deferred`,
        );
      }
      return rows.length === 1;
    },

    /** The newest messages first (the development outbox). */
    latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
export type { OutboxStatus };
