import { afterAll, beforeAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema';
import { buildTestApp, openPrivateDatabase, type TestApp } from '../../../test/build-test-app';
import { drainEvents } from '../../../test/outbox-events';
import type { Database } from '../../db/client';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createExpert, createVenue } from '../../../test/factories';
import { addDays, isoWeekday, toVenueWallTime, venueWallTimeToInstant } from '../../lib/time';

/** What the appointment notification suites share: an app, an owner's venue with one expert, a user. */
export interface AppointmentNotificationsSuite {
  t: TestApp;
  owner: Session;
  user: Session;
  venueId: number;
  expertId: number;
}

export const at = (date: string, minutes: number) => venueWallTimeToInstant(date, minutes);
export const nextMonday = () => {
  let d = addDays(toVenueWallTime(new Date()).date, 3);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
};

/** The file's suite (opened before its tests, closed after them) and the calls its tests make. */
export function useAppointmentNotificationsSuite() {
  const s = {} as AppointmentNotificationsSuite;
  let privateDb: Database;
  beforeAll(async () => {
    // Its worker runs at 2030 and claims every due outbox row: on PostgreSQL a database of its own.
    privateDb = await openPrivateDatabase();
    s.t = await buildTestApp(
      { publicUrl: 'https://randevu.example', limits: { appointmentPerIp: 10_000, appointmentPerPhone: 10_000 } },
      privateDb,
    );
    s.owner = await registerOwner(s.t.app);
    s.user = await registerUser(s.t.app, { first_name: 'Ayşe', last_name: 'Yılmaz', phone: '5321234567' });
    s.venueId = (await createVenue(s.t.db, { ownerId: s.owner.user.id, name: 'Işıl Güzellik Salonu' })).id;
    s.expertId = (await createExpert(s.t.db, { venueId: s.venueId, name: 'Elif Kaya' })).id;
  });
  afterAll(async () => {
    await s.t.close();
    await privateDb.close();
  });
  return {
    s,
    /** The appointment's messages, oldest first, once the delivery job rendered the events waiting (decision 060). */
    outboxOf: async (appointmentId: number) => {
      await drainEvents(s.t);
      return s.t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.appointmentId, appointmentId))
        .orderBy(asc(outboxMessages.id));
    },
    decide: (id: number, status: 'confirmed' | 'cancelled', reason?: string) =>
      s.t.app.inject({
        method: 'PUT',
        url: `/api/owner/appointments/${id}/status`,
        headers: s.owner.headers,
        payload: { status, ...(reason ? { reason } : {}) },
      }),
  };
}
