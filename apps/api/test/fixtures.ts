import { turkishHolidayOn } from '../src/modules/availability/turkish-holidays';
import type { AppointmentStatus } from '@randevu/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { appointments, appointmentStatusHistory } from '../src/db/schema';
import { addDays, isoWeekday, toVenueWallTime, venueWallTimeToInstant } from '../src/lib/time';
import type { TestApp } from './build-test-app';
import { registerOwner, registerUser } from './auth-helpers';
import { createAppointment, createExpert, createOwner, createSubService, createVenue, SAC_KESIMI } from './factories';

/** Rate limits high enough for a suite that books and logs in far more than one visitor would. */
export const BOOKING_LIMITS = {
  loginPerIp: 1000,
  loginFailuresPerEmail: 100,
  appointmentPerIp: 10_000,
  appointmentPerPhone: 10_000,
  contactPerIp: 100,
};

/** Today's date (YYYY-MM-DD) on the venue's wall clock. */
export const today = () => toVenueWallTime(new Date()).date;

/**
 * The first `weekday` (1 = Monday) at least two days ahead, so "now" never cuts into the day, that is not a public
 * holiday or an eve (closed by default, decision 031): the tests give the same answers on any date they run.
 */
export function nextWeekday(weekday: number, from = addDays(today(), 2)): string {
  let d = from;
  while (isoWeekday(d) !== weekday || turkishHolidayOn(d)) d = addDays(d, 1);
  return d;
}

/** The instant of `hhmm` on `date` in the venue's time zone. */
export const at = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return venueWallTimeToInstant(date, h! * 60 + m!);
};

/** The venue date `days` from today. */
export const day = (days: number) => addDays(today(), days);

/** The 400 answer naming `field` with `message`. */
export const invalid = (field: string, message: string) => ({
  success: false,
  code: 'VALIDATION_ERROR',
  message,
  errors: { [field]: message },
});

/** A venue-time moment `days` from today at `hhmm`. */
export const venueTime = (days: number, hhmm: string): Date => at(addDays(today(), days), hhmm);

/**
 * A venue that takes bookings: an owner (a direct insert unless `ownerId` is given), a venue with the
 * default hours (Mon–Sat 09:00–18:00) and one sub-service of Saç Kesimi. Experts are added per test.
 */
export async function seedBookableVenue(
  db: Db,
  opts: { ownerId?: number; name?: string; subService?: Partial<Parameters<typeof createSubService>[1]> } = {},
) {
  const ownerId = opts.ownerId ?? (await createOwner(db)).id;
  const venueId = (await createVenue(db, { ownerId, ...(opts.name ? { name: opts.name } : {}) })).id;
  const subId = (await createSubService(db, { venueId, durationMinutes: 45, ...opts.subService })).id;
  return { ownerId, venueId, subId };
}

/** The slot part of a booking body: who, where, what and when. */
export const slotFields = (s: { expertId: number; venueId: number; subId: number; date: string; time: string }) => ({
  expert_id: s.expertId,
  venue_id: s.venueId,
  service_id: SAC_KESIMI,
  sub_service_id: s.subId,
  appointment_date: s.date,
  appointment_time: s.time,
});

type AppointmentExtra = Partial<Parameters<typeof createAppointment>[1]>;

/**
 * An appointment at `venueId` with a fresh expert unless one is given, so rows never overlap;
 * a cancelled one gets the fields the CHECK demands, cancelled by `cancelledBy`.
 */
export async function seedAppointment(
  db: Db,
  venueId: number,
  startsAt: Date,
  status: AppointmentStatus,
  cancelledBy: 'user' | 'owner',
  extra: AppointmentExtra = {},
) {
  return createAppointment(db, {
    venueId,
    expertId: extra.expertId ?? (await createExpert(db, { venueId })).id,
    startsAt,
    status,
    ...(status === 'cancelled' ? { cancelledAt: new Date(), cancelledBy } : {}),
    ...extra,
  });
}

/**
 * The cast of an owner-side suite: an owner with a venue, a stranger (another owner) with a venue
 * of their own ('Başka Salon'), and a user account.
 */
export async function seedOwnerAndStranger(t: TestApp) {
  const owner = await registerOwner(t.app);
  const stranger = await registerOwner(t.app);
  const user = await registerUser(t.app);
  const venueId = (await createVenue(t.db, { ownerId: owner.user.id })).id;
  const strangerVenueId = (await createVenue(t.db, { ownerId: stranger.user.id, name: 'Başka Salon' })).id;
  return { owner, stranger, user, venueId, strangerVenueId };
}

/** A guest's booking body: Ayşe Yılmaz, ayse@example.com, +905321234567, blank notes, for the given slot. */
export const guestBooking = (s: Parameters<typeof slotFields>[0]) => ({
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '+905321234567',
  ...slotFields(s),
  notes: ' ',
});

/** A front-desk booking's body (POST /api/owner/venues/{id}/appointments; the venue is the path's): Kemal Öztürk's, with `extra`. */
export const frontDeskBooking = (
  s: { expertId: number; subId: number; date: string; time: string },
  extra: Record<string, unknown> = {},
) => ({
  expert_id: s.expertId,
  service_id: SAC_KESIMI,
  sub_service_id: s.subId,
  appointment_date: s.date,
  appointment_time: s.time,
  first_name: 'Kemal',
  last_name: 'Öztürk',
  phone: '5327654321',
  ...extra,
});

/** An appointment's row as stored. */
export async function appointmentRow(db: Db, id: number) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

/** An appointment's status history rows. */
export const statusHistoryOf = (db: Db, id: number) =>
  db.select().from(appointmentStatusHistory).where(eq(appointmentStatusHistory.appointmentId, id));
