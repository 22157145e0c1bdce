import type { Db } from '../../db/client';
import {
  enqueueMessages,
  notifyContactMessage,
  withdrawAppointmentMessages,
  type AppointmentEvent,
  type NotificationSettings,
} from './notifications.service';
import type { OutboxMessageInput } from './outbox.repository';
import { recordAppointmentEvent, renderAppointmentEvents, type AppointmentEventPayload } from './appointment-events';
import { linkRecipients } from './message-links';
import type { ContactNotice } from './templates/appointment-messages';

export type { AppointmentEvent, AppointmentEventPayload };

/**
 * What other modules may do with notifications: record what happened to an appointment, or write messages, in their
 * own transaction (`db`), so it commits or rolls back with the change that caused it, and wake this app's delivery
 * worker after the commit. app.ts makes one per app (no module-level state) and hands it to every module that sends
 * something; the delivery job attaches its worker to it and renders the recorded events (decision 060).
 */
export interface Notifier {
  /**
   * Records an appointment change (one `outbox_events` row in `db`); the delivery job turns it into the messages
   * `notifyAppointment` describes. `payload.manageToken`: the plain manage token the caller issued in `db` (a booking),
   * for the messages' link; removed once they are written. (A booking writes its event in its insert statement, with
   * the same row shape: appointments.repository `insertBookingWithHistoryAndEvent`.)
   */
  appointmentEvent(db: Db, appointmentId: number, kind: AppointmentEvent, payload?: AppointmentEventPayload): Promise<void>;
  /** How many of the appointment's customer contacts (e-mail, phone) a new manage link goes to (decision 054). */
  linkRecipients(db: Db, appointmentId: number): Promise<number>;
  /** Renders the recorded events into messages, in batches, each once (the delivery job's first step). */
  renderEvents(db: Db): Promise<number>;
  /** The /iletisim form's message to CONTACT_EMAIL. */
  contactMessage(db: Db, contact: ContactNotice): Promise<number>;
  /** Any other message (password reset codes, sign-in alerts). */
  enqueue(db: Db, messages: OutboxMessageInput[]): Promise<number[]>;
  /** Withdraws an appointment's unsent messages. */
  withdraw(db: Db, appointmentId: number, kinds?: string[]): Promise<number>;
  /** After the transaction committed: this app's worker delivers at once (no-op without one). */
  kick(): void;
  /** The delivery job's worker, woken by `kick`; returns its detach. */
  attach(worker: { run(): Promise<unknown> }, onError: (error: unknown) => void): () => void;
}

export function createNotifier(settings: NotificationSettings): Notifier {
  const workers = new Set<{ worker: { run(): Promise<unknown> }; onError: (error: unknown) => void }>();
  return {
    appointmentEvent: recordAppointmentEvent,
    linkRecipients,
    renderEvents: (db) => renderAppointmentEvents(db, settings),
    contactMessage: (db, contact) => notifyContactMessage(db, contact, settings),
    enqueue: enqueueMessages,
    withdraw: withdrawAppointmentMessages,
    kick() {
      for (const { worker, onError } of workers) worker.run().catch(onError);
    },
    attach(worker, onError) {
      const entry = { worker, onError };
      workers.add(entry);
      return () => void workers.delete(entry);
    },
  };
}
