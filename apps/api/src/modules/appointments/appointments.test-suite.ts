import { afterAll, beforeAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { createExpert, SAC_KESIMI } from '../../../test/factories';
import { BOOKING_LIMITS as LIMITS, guestBooking, nextWeekday, seedBookableVenue } from '../../../test/fixtures';
import { appointments, appointmentStatusHistory } from '../../db/schema';
import { addDays } from '../../lib/time';

/** What the booking route suites share: an app with a bookable venue ('Kadın Saç Kesimi', 400 ₺), and their calls. */
export function useBookingSuite() {
  const s = {} as { t: TestApp; venueId: number; subId: number };
  beforeAll(async () => {
    s.t = await buildTestApp({ limits: LIMITS });
    Object.assign(s, await seedBookableVenue(s.t.db, { subService: { name: 'Kadın Saç Kesimi', priceKurus: 40000 } }));
  });
  afterAll(() => s.t.close());
  /** Mondays inside the booking horizon, taken in turn (each test also has its own expert). */
  let mondayCursor = 0;
  return {
    s,
    freshMonday: () => addDays(nextWeekday(1), 7 * (mondayCursor++ % 10)),
    newExpert: (opts: Partial<Parameters<typeof createExpert>[1]> = {}) =>
      createExpert(s.t.db, { venueId: s.venueId, subServiceIds: [s.subId], ...opts }),
    guestBody: (over: Record<string, unknown> = {}) => ({
      ...guestBooking({ expertId: 0, venueId: s.venueId, subId: s.subId, date: '', time: '10:00' }),
      ...over,
    }),
    postGuest: (payload: unknown, url = '/appointments/public', remoteAddress?: string) =>
      s.t.app.inject({ method: 'POST', url, payload: payload as object, ...(remoteAddress ? { remoteAddress } : {}) }),
    postUser: (session: Session | null, payload: unknown) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/user/appointments',
        payload: payload as object,
        headers: session?.headers ?? {},
      }),
    /** The available times of an expert on a date for Saç Kesimi (and the sub-service, the venue's by default). */
    slots: async (expertId: number, date: string, subServiceId: number | null = s.subId) =>
      (
        await s.t.app.inject({
          method: 'GET',
          url: `/experts/${expertId}/available-times?date=${date}&service_id=${SAC_KESIMI}${subServiceId ? `&sub_service_id=${subServiceId}` : ''}`,
        })
      ).json().data as string[],
    historyOf: (id: number) =>
      s.t.db
        .select()
        .from(appointmentStatusHistory)
        .where(eq(appointmentStatusHistory.appointmentId, id))
        .orderBy(asc(appointmentStatusHistory.id)),
    rowOf: async (id: number) => (await s.t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!,
  };
}
