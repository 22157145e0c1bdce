import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationChannel, OutboxStatus } from '@randevu/contracts';
import { queryRows, type Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export interface OutboxMessageInput {
  channel: NotificationChannel;
  /** E-mail address, or E.164 phone number for SMS. */
  to: string;
  subject?: string | null;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  kind: string;
  appointmentId?: number | null;
  /** One row per key: enqueuing the same key twice keeps the first. */
  dedupeKey?: string | null;
  /** Not before this instant (reminders). Default: now. */
  sendAfter?: Date;
}

export type OutboxRow = typeof outboxMessages.$inferSelect;

export interface ClaimedRow {
  id: number;
  channel: NotificationChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  replyTo: string | null;
  kind: string;
  /** Including this one. */
  attempts: number;
  claimId: string;
}

export function createOutboxRepository(db: Db) {
  return {
    /**
     * Writes messages with the caller's `db`, which is the transaction of the change that caused
     * them when there is one: they commit or roll back with it. Returns the ids written (a
     * message whose dedupe key already exists is skipped).
     */
    async enqueue(messages: OutboxMessageInput[]): Promise<number[]> {
      if (messages.length === 0) return [];
      const rows = await db
        .insert(outboxMessages)
        .values(
          messages.map((m) => ({
            channel: m.channel,
            recipient: m.to,
            subject: m.subject ?? null,
            text: m.text,
            html: m.html ?? null,
            replyTo: m.replyTo ?? null,
            kind: m.kind,
            appointmentId: m.appointmentId ?? null,
            dedupeKey: m.dedupeKey ?? null,
            ...(m.sendAfter ? { sendAfter: m.sendAfter } : {}),
          })),
        )
        .onConflictDoNothing({ target: outboxMessages.dedupeKey })
        .returning({ id: outboxMessages.id });
      return rows.map((r) => r.id);
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

    /** Withdraws pending messages of these kinds to a recipient (an opt-out). */
    async cancelPendingForRecipients(recipients: string[], kinds: string[]): Promise<number> {
      if (recipients.length === 0) return 0;
      const rows = await db
        .update(outboxMessages)
        .set({ status: 'cancelled', lastError: 'opted out' })
        .where(
          and(
            inArray(outboxMessages.recipient, recipients),
            eq(outboxMessages.status, 'pending'),
            inArray(outboxMessages.kind, kinds),
          ),
        )
        .returning({ id: outboxMessages.id });
      return rows.length;
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
                  o.kind, o.attempts, o.claim_id as "claimId"`,
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

    /** The newest messages first (the development outbox). */
    latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
export type { OutboxStatus };
