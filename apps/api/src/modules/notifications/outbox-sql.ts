import { sql, type SQL } from 'drizzle-orm';
import type { NotificationChannel } from '@randevu/contracts';
import { notificationTokens, outboxMessages } from '../../db/schema';

/** One message to write: what the outbox stores of it (the worker renders nothing later). */
export interface OutboxMessageInput {
  channel: NotificationChannel;
  /** E-mail address, or E.164 phone number for SMS. */
  to: string;
  subject?: string | null;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  /** The e-mail's one-click opt-out URL, for its `List-Unsubscribe` header (RFC 8058, decision 054). */
  listUnsubscribe?: string | null;
  kind: string;
  appointmentId?: number | null;
  /** One row per key: enqueuing the same key twice keeps the first. */
  dedupeKey?: string | null;
  /** Not before this instant (reminders). Default: now. */
  sendAfter?: Date;
  /** A message to a customer counts against this venue's daily cap (none: not capped). */
  venueId?: number | null;
}

/** An opt-out link's token (its hash) and what it names: written with the message that carries the link. */
export interface OptOutTokenRow {
  tokenHash: string;
  venueId: number;
  channel: NotificationChannel;
  contact: string;
}

/**
 * Messages and opt-out tokens as the two JSON texts the outbox statements take (one statement text for any
 * number of rows, so it is compiled and prepared once).
 */
export interface OutboxRecords {
  tokens: string;
  messages: string;
}

export function outboxRecords(messages: OutboxMessageInput[], optOutTokens: OptOutTokenRow[] = []): OutboxRecords {
  return {
    tokens: JSON.stringify(
      optOutTokens.map((t) => ({ token_hash: t.tokenHash, venue_id: t.venueId, channel: t.channel, contact: t.contact })),
    ),
    messages: JSON.stringify(
      messages.map((m) => ({
        channel: m.channel,
        recipient: m.to,
        subject: m.subject ?? null,
        text: m.text,
        html: m.html ?? null,
        reply_to: m.replyTo ?? null,
        list_unsubscribe: m.listUnsubscribe ?? null,
        kind: m.kind,
        appointment_id: m.appointmentId ?? null,
        dedupe_key: m.dedupeKey ?? null,
        venue_id: m.venueId ?? null,
        send_after: m.sendAfter?.toISOString() ?? null,
      })),
    ),
  };
}

/** The opt-out tokens of `OutboxRecords.tokens` inserted (a data-modifying CTE's body; a token seen before is kept). */
export const insertOptOutTokens = (tokens: SQL) => sql`
    insert into ${notificationTokens} (token_hash, venue_id, channel, contact)
    select t.token_hash, t.venue_id, t.channel, t.contact
      from json_to_recordset(${tokens}::json) as t(token_hash text, venue_id integer, channel text, contact text)
    on conflict do nothing`;

/**
 * The messages of `OutboxRecords.messages` inserted in their order; a message whose dedupe key exists is skipped, one
 * without `send_after` is due now (the column's default). Without `returning`: the caller adds what it needs.
 */
export const insertOutboxMessages = (messages: SQL) => sql`
  insert into ${outboxMessages} (channel, recipient, subject, text, html, reply_to, list_unsubscribe, kind,
                                 appointment_id, dedupe_key, venue_id, send_after)
  select m.channel, m.recipient, m.subject, m.text, m.html, m.reply_to, m.list_unsubscribe, m.kind, m.appointment_id,
         m.dedupe_key, m.venue_id, coalesce(m.send_after, now())
    from rows from (json_to_recordset(${messages}::json) as (channel text, recipient text, subject text, text text,
         html text, reply_to text, list_unsubscribe text, kind text, appointment_id integer, dedupe_key text,
         venue_id integer, send_after timestamptz)) with ordinality as m(channel, recipient, subject, text, html,
         reply_to, list_unsubscribe, kind, appointment_id, dedupe_key, venue_id, send_after, n)
   order by m.n
  on conflict (dedupe_key) do nothing`;
