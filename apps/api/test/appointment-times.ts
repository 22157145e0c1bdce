import type { AppointmentStatus } from '@randevu/contracts';

/** The appointment the state-machine unit tests move: Monday 6 May 2030, 10:00–10:45 in Istanbul. */
export const startsAt = new Date('2030-05-06T07:00:00Z');
export const endsAt = new Date('2030-05-06T07:45:00Z');
/** Before the start, in progress, after the end, and 8 days after the start (past the no-show correction). */
export const TIMES = {
  before: new Date('2030-05-06T06:00:00Z'),
  during: new Date('2030-05-06T07:10:00Z'),
  after: new Date('2030-05-06T08:00:00Z'),
  late: new Date('2030-05-14T07:00:00Z'),
} as const;
/** That appointment in `status`, as `transition` takes it. */
export const at = (status: AppointmentStatus) => ({ status, startsAt, endsAt });
