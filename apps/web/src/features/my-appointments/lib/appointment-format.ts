import { messages } from '@randevu/contracts/messages';
import type { MyAppointment } from '@randevu/contracts';

const startMs = (a: Pick<MyAppointment, 'starts_at'>) => new Date(a.starts_at).getTime();

/**
 * An appointment is past when its date and time are before now, else current.
 * Current ones sort ascending, past ones descending. Status plays no part (docs/decisions/006).
 */
export function splitAppointments<T extends Pick<MyAppointment, 'id' | 'starts_at'>>(list: readonly T[], now: number) {
  const current = list.filter((a) => startMs(a) >= now).sort((a, b) => startMs(a) - startMs(b) || a.id - b.id);
  const past = list.filter((a) => startMs(a) < now).sort((a, b) => startMs(b) - startMs(a) || b.id - a.id);
  return { current, past };
}

/** The first image a venue has: profile, else the first gallery image, else null (docs/product-public.md#venue-page). */
export const venueImage = (venue: MyAppointment['venue']): string | null =>
  venue.profile_image_url ?? venue.gallery_image_urls[0] ?? null;

/**
 * Why the client does not send a cancel (docs/product-public.md#user-area), or null when it may: the server's
 * `allowed_actions` decide (decision 059); the status only names the reason. A pending or confirmed appointment the
 * server no longer lets the customer cancel (started, or past the venue's notice) goes to the server, whose refusal
 * says which.
 */
export function cancelBlocker(appointment: Pick<MyAppointment, 'status' | 'allowed_actions'> | null | undefined) {
  if (!appointment) return { tone: 'error', message: messages.myAppointments.missing } as const;
  if (appointment.allowed_actions.includes('cancel')) return null;
  if (appointment.status === 'cancelled') return { tone: 'warning', message: messages.myAppointments.alreadyCancelled } as const;
  if (appointment.status === 'completed') return { tone: 'warning', message: messages.myAppointments.alreadyCompleted } as const;
  if (appointment.status === 'no_show' || appointment.status === 'expired')
    return { tone: 'warning', message: messages.myAppointments.alreadyStarted } as const;
  return null;
}

/** Whether 'Randevuyu değiştir' shows: the server allows the customer's reschedule now (decision 059). */
export const mayReschedule = (appointment: Pick<MyAppointment, 'allowed_actions'> | null | undefined) =>
  Boolean(appointment?.allowed_actions.includes('reschedule'));
