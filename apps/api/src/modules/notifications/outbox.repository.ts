import { and, desc, eq, inArray } from 'drizzle-orm';
import type { NotificationChannel, OutboxStatus } from '@randevu/contracts';
import type { Db } from '../../db/client';
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

    /** The newest messages first (the development outbox). */
    latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
export type { OutboxStatus };
