import { NO_SHOW_CORRECTION_DAYS, type AppointmentAction, type AppointmentStatus } from '@randevu/contracts';

/**
 * The `allowed_actions` the server would send with a fixture (decision 059), so a test that sets only a status and a
 * time gets the buttons the server's state machine allows. Set-up only: the web itself never computes them.
 */
export function serverActions(
  actor: 'owner' | 'user',
  a: { status: AppointmentStatus; starts_at: string },
  now: number,
): AppointmentAction[] {
  const start = Date.parse(a.starts_at);
  const upcoming = (a.status === 'pending' || a.status === 'confirmed') && now < start;
  if (actor === 'user') return upcoming ? ['cancel', 'reschedule'] : [];
  if (upcoming) return a.status === 'pending' ? ['confirm', 'cancel', 'move'] : ['cancel', 'move'];
  if (a.status === 'confirmed' && start <= now) return ['complete', 'mark_no_show'];
  const correctable = start <= now && now < start + NO_SHOW_CORRECTION_DAYS * 86_400_000;
  return a.status === 'completed' && correctable ? ['mark_no_show'] : [];
}

/** A venue wall time 'YYYY-MM-DDTHH:mm' in Istanbul (UTC+3 all year) as an ISO instant. */
export const istanbulInstant = (local: string) => new Date(`${local}:00+03:00`).toISOString();
