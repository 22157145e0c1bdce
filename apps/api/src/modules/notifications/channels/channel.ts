import type { NotificationChannel } from '@randevu/contracts';

/** A message as a channel sees it (one outbox row). */
export interface OutgoingMessage {
  id: number;
  channel: NotificationChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  replyTo: string | null;
  /** The e-mail's one-click opt-out URL (RFC 8058), or null. */
  listUnsubscribe: string | null;
  kind: string;
}

export interface DeliveryResult {
  /** Stored in `last_error` of a sent row (e.g. the development channel's note, a gateway job id). */
  note?: string;
}

/** One way out: e-mail over SMTP, SMS over a gateway's HTTP API, or the development recorder. */
export interface Channel {
  channel: NotificationChannel;
  /** 'smtp', 'netgsm', 'dev' — what the start-up log says. */
  name: string;
  /** False for the development channel: it records only. */
  live: boolean;
  /** Throws to fail the attempt (retried with backoff); a PermanentDeliveryError fails the row at once. */
  send(message: OutgoingMessage): Promise<DeliveryResult>;
  close?(): Promise<void> | void;
}

/** An error no retry can fix (a malformed number, a rejected sender name). */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}
