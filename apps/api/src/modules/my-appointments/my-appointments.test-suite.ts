import { afterAll, beforeAll } from 'vitest';
import type { AppointmentStatus } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createImage, createOwner, createVenue } from '../../../test/factories';
import { injectAs } from '../../../test/requests';
import { appointmentRow, seedAppointment, statusHistoryOf } from '../../../test/fixtures';

type Extra = Partial<Parameters<typeof createAppointment>[1]>;

/** What the Randevularım suites share: an app with a venue that has images, an owner, and the calls they make. */
export function useMyAppointmentsSuite() {
  const s = {} as { t: TestApp; venue: Awaited<ReturnType<typeof createVenue>>; owner: Session };
  beforeAll(async () => {
    const t = await buildTestApp();
    const venueOwner = await createOwner(t.db);
    const venue = await createVenue(t.db, {
      ownerId: venueOwner.id,
      name: 'Işıl Güzellik Salonu',
      address: 'Saraçlar Caddesi No: 12',
    });
    await createImage(t.db, { venueId: venue.id, imageType: 'profile', path: 'venues/profil.jpg' });
    await createImage(t.db, { venueId: venue.id, imageType: 'gallery', path: 'https://cdn.example.com/g2.jpg', sortOrder: 2 });
    await createImage(t.db, { venueId: venue.id, imageType: 'gallery', path: '/demo/g1.svg', sortOrder: 1 });
    Object.assign(s, { t, venue, owner: await registerOwner(t.app) });
  });
  afterAll(() => s.t.close());
  return {
    s,
    /** Each test gets its own expert, so appointments of different tests never overlap. */
    newExpert: () => createExpert(s.t.db, { venueId: s.venue.id, name: 'Elif Kaya' }),
    /** An appointment of `user` (with a fresh expert unless one is given); cancelled ones get the fields the CHECK demands. */
    book: (user: Session, startsAt: Date, status: AppointmentStatus = 'pending', extra: Extra = {}) =>
      seedAppointment(s.t.db, s.venue.id, startsAt, status, 'owner', { userId: user.user.id, ...extra }),
    list: (session: Session | null, query = '') => injectAs(s.t.app, 'GET', `/api/user/appointments${query}`, session),
    cancel: (session: Session | null, id: number | string, payload?: unknown) =>
      injectAs(s.t.app, 'POST', `/api/user/appointments/${id}/cancel`, session, payload),
    rowOf: (id: number) => appointmentRow(s.t.db, id),
    historyOf: (id: number) => statusHistoryOf(s.t.db, id),
  };
}
