import { afterAll, beforeAll } from 'vitest';
import type { AppointmentStatus, OwnerAppointmentListResponse } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createVenue } from '../../../test/factories';
import { injectAs } from '../../../test/requests';
import { appointmentRow, nextWeekday, seedAppointment, statusHistoryOf } from '../../../test/fixtures';

type Extra = Partial<Parameters<typeof createAppointment>[1]>;

/** What the owner appointment list and decision suites share: one app per file, and the calls they make. */
export function useOwnerAppointmentsSuite() {
  const s = {} as { t: TestApp };
  beforeAll(async () => {
    s.t = await buildTestApp({ limits: { appointmentPerIp: 10_000, appointmentPerPhone: 10_000 } });
  });
  afterAll(() => s.t.close());
  const list = (session: Session | null, query = '') => injectAs(s.t.app, 'GET', `/api/owner/appointments${query}`, session);
  return {
    s,
    /** The first Monday at least two days ahead, in venue time: open for the default venue and expert hours. */
    nextMonday: () => nextWeekday(1),
    /** A fresh owner with one venue and one expert of it. */
    async ownerWithVenue(name = 'Işıl Güzellik Salonu') {
      const session = await registerOwner(s.t.app);
      const venue = await createVenue(s.t.db, { ownerId: session.user.id, name });
      const expert = await createExpert(s.t.db, { venueId: venue.id, name: 'Elif Kaya' });
      return { session, venue, expert };
    },
    /** An appointment (a guest's unless `userId` is given); each call gets its own expert unless one is given, so rows never overlap. */
    book: (venueId: number, startsAt: Date, status: AppointmentStatus = 'pending', extra: Extra = {}) =>
      seedAppointment(s.t.db, venueId, startsAt, status, 'user', extra),
    list,
    decide: (session: Session | null, id: number | string, payload?: unknown) =>
      injectAs(s.t.app, 'PUT', `/api/owner/appointments/${id}/status`, session, payload),
    body: (res: Awaited<ReturnType<typeof list>>) => res.json() as OwnerAppointmentListResponse,
    rowOf: (id: number) => appointmentRow(s.t.db, id),
    historyOf: (id: number) => statusHistoryOf(s.t.db, id),
  };
}
