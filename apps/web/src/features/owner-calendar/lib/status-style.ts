import type { AppointmentStatus } from '@randevu/contracts/messages';

/** The statuses drawn on the calendar, in the legend's order. */
export const CALENDAR_STATUSES = ['pending', 'confirmed', 'completed', 'no_show'] as const satisfies AppointmentStatus[];

/** A block's colours by status (the badges' tones); the status is always written out too. */
export const blockClasses: Record<AppointmentStatus, string> = {
  pending: 'border-amber-500 bg-amber-50 text-amber-950',
  confirmed: 'border-emerald-600 bg-emerald-50 text-emerald-950',
  completed: 'border-sky-600 bg-sky-50 text-sky-950',
  no_show: 'border-violet-600 bg-violet-50 text-violet-950',
  cancelled: 'border-red-500 bg-red-50 text-red-950',
  expired: 'border-stone-400 bg-stone-100 text-stone-700',
};

export const swatchClasses: Record<AppointmentStatus, string> = {
  pending: 'bg-amber-400',
  confirmed: 'bg-emerald-500',
  completed: 'bg-sky-500',
  no_show: 'bg-violet-500',
  cancelled: 'bg-red-500',
  expired: 'bg-stone-400',
};
