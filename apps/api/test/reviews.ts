import type { App } from '../src/app';
import type { Session } from './auth-helpers';
import { createExpert } from './factories';
import { seedAppointment } from './fixtures';
import { injectAs } from './requests';
import type { Db } from '../src/db/client';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A settable app clock: `clock.set(date)` moves it, `clock.now` is what buildTestApp takes. */
export function testClock(start = new Date()) {
  let current = start;
  return {
    now: () => current,
    set: (at: Date) => {
      current = at;
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/**
 * An appointment of 45 minutes at `venueId` that ended `endedAgo` ms before `now` (completed unless `status` says
 * otherwise), of the user `userId` when given; a fresh expert unless one is given.
 */
export async function endedAppointment(
  db: Db,
  opts: {
    venueId: number;
    now: Date;
    endedAgo: number;
    userId?: number;
    status?: 'completed' | 'no_show' | 'confirmed' | 'cancelled' | 'expired';
    expertId?: number;
    customerFirstName?: string;
    customerLastName?: string;
    /** The contacts the booking was made with: they choose the venue's card of the person (decision 086). */
    customerEmail?: string;
    customerPhone?: string;
    subServiceName?: string;
  },
) {
  const startsAt = new Date(opts.now.getTime() - opts.endedAgo - 45 * 60_000);
  const expertId = opts.expertId ?? (await createExpert(db, { venueId: opts.venueId })).id;
  return seedAppointment(db, opts.venueId, startsAt, opts.status ?? 'completed', 'user', {
    expertId,
    ...(opts.userId !== undefined ? { userId: opts.userId } : {}),
    ...(opts.customerFirstName !== undefined ? { customerFirstName: opts.customerFirstName } : {}),
    ...(opts.customerLastName !== undefined ? { customerLastName: opts.customerLastName } : {}),
    ...(opts.customerEmail !== undefined ? { customerEmail: opts.customerEmail } : {}),
    ...(opts.customerPhone !== undefined ? { customerPhone: opts.customerPhone } : {}),
    ...(opts.subServiceName !== undefined ? { subServiceName: opts.subServiceName } : {}),
  });
}

export const reviewUrl = (appointmentId: number) => `/api/user/appointments/${appointmentId}/review`;

/** The user's POST (or PUT) of a review of their appointment. */
export const writeReview = (
  app: App,
  session: Session | null,
  appointmentId: number,
  body: unknown,
  method: 'POST' | 'PUT' = 'POST',
) => injectAs(app, method, reviewUrl(appointmentId), session, body);
