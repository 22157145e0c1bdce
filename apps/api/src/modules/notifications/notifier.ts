import type { Db } from '../../db/client';
import {
  enqueueMessages,
  notifyAppointment,
  notifyContactMessage,
  withdrawAppointmentMessages,
  type AppointmentEvent,
  type NotificationSettings,
} from './notifications.service';
import type { OutboxMessageInput } from './outbox.repository';
import type { OutboxRecords } from './outbox-sql';
import { DEFAULT_VENUE_SETTINGS, type AppointmentContext, type VenueNotificationSettingsRow } from './notifications.repository';
import { newBookingRecords, type BookingEvent } from './booking-messages';
import type { ContactNotice } from './templates/appointment-messages';

export type { AppointmentContext, BookingEvent, OutboxRecords };

/**
 * What other modules may do with notifications: write messages in their own transaction (`db`), so a
 * message commits or rolls back with the change that caused it, and wake this app's delivery worker
 * after the commit. app.ts makes one per app (no module-level state) and hands it to every
 * module that sends something; the delivery job attaches its worker to it.
 */
export interface Notifier {
  /**
   * The messages an appointment change causes (see `notifyAppointment`); how many were written. `manageToken`: the
   * plain manage token the caller issued in `db` (the booking), for the messages' link.
   */
  appointment(db: Db, appointmentId: number, event: AppointmentEvent, manageToken?: string): Promise<number>;
  /**
   * A booking's messages before its insert, as records its insert statement writes (`ctx` is what the
   * booking holds, `venueSettings` null for the defaults); `db` only to drop reminders to a contact that opted out.
   */
  booking(
    db: Db,
    ctx: AppointmentContext,
    venueSettings: VenueNotificationSettingsRow | null,
    event: BookingEvent,
    manageToken?: string,
  ): Promise<OutboxRecords>;
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
    appointment: (db, appointmentId, event, manageToken) => notifyAppointment(db, appointmentId, event, settings, manageToken),
    booking: (db, ctx, venueSettings, event, manageToken) =>
      newBookingRecords(db, ctx, venueSettings ?? DEFAULT_VENUE_SETTINGS, event, settings, manageToken),
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
