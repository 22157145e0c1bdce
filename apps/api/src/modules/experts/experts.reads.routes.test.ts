import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import type { TestApp } from '../../../test/build-test-app';
import type { Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createSubService, createVenue, SAC_KESIMI } from '../../../test/factories';
import { expertSubServices } from '../../db/schema';
import { addDays } from '../../lib/time';
import { at, guestBooking, nextWeekday } from '../../../test/fixtures';
import { offWeek, useExpertsSuite } from './experts.test-suite';

const m = messages.experts;

const { s, call, expertRow } = useExpertsSuite();
let t: TestApp, owner: Session, user: Session, venueId: number, strangerVenueId: number;
beforeAll(() => ({ t, owner, user, venueId, strangerVenueId } = s));

/** GET /api/owner/experts (list and one) and DELETE /api/owner/experts/{id}. */
describe('GET /api/owner/experts and GET /api/owner/experts/{id}', () => {
  it('lists the live experts of the owner with hours and every assignment, filtered by venue when asked', async () => {
    const venue2 = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Liste Salonu' })).id;
    const sub = await createSubService(t.db, { venueId: venue2, name: 'Liste Kesimi', priceKurus: 40000, durationMinutes: 45 });
    const deletedSub = await createSubService(t.db, { venueId: venue2, deletedAt: new Date(), isActive: false });
    const expert = await createExpert(t.db, {
      venueId: venue2,
      hours: { friday: ['09:00', '17:30'] },
      subServiceIds: [sub.id, deletedSub.id],
      subServiceOverrides: { [sub.id]: { customPriceKurus: 27550, customDurationMinutes: 50 } },
    });
    await createExpert(t.db, { venueId: venue2, name: 'Silinmiş Uzman', deletedAt: new Date(), isActive: false });
    await createExpert(t.db, { venueId: strangerVenueId, name: 'Yabancı Uzman' });
    // The unfiltered list also holds the owner's first venue's experts.
    await createExpert(t.db, { venueId, name: 'İlk Salonun Uzmanı' });

    const res = await call('GET', `/api/owner/experts?venue_id=${venue2}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: expert.id,
        venue_id: venue2,
        name: 'Elif Kaya',
        specialization: 'Saç Tasarımı',
        experience_years: '8',
        phone: null,
        email: null,
        bio: null,
        specialties: ['Kesim', 'Boya'],
        working_hours: { ...offWeek, friday: ['09:00', '17:30'] },
        photo_url: null,
        is_active: true,
        active_services: [
          {
            id: SAC_KESIMI,
            name: 'Saç Kesimi',
            custom_price: null,
            custom_duration_minutes: null,
            description: null,
            is_active: true,
          },
        ],
        active_sub_services: [
          {
            id: sub.id,
            service_id: SAC_KESIMI,
            name: 'Liste Kesimi',
            price: 400,
            duration_minutes: 45,
            custom_price: 275.5,
            custom_duration_minutes: 50,
            description: null,
            is_active: true,
          },
        ],
      },
    ]);

    const all = (await call('GET', '/api/owner/experts', owner)).json().data as { name: string; venue_id: number }[];
    expect(all.some((e) => e.venue_id === venueId)).toBe(true);
    expect(all.map((e) => e.name)).not.toContain('Yabancı Uzman');
    expect(all.map((e) => e.name)).not.toContain('Silinmiş Uzman');
  });

  it('reads the list in the same number of statements for one expert or eight', async () => {
    const venueA = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Tek Uzmanlı' })).id;
    const venueB = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Sekiz Uzmanlı' })).id;
    const subB = await createSubService(t.db, { venueId: venueB });
    await createExpert(t.db, { venueId: venueA });
    for (let i = 0; i < 8; i++) await createExpert(t.db, { venueId: venueB, name: `Uzman ${i}`, subServiceIds: [subB.id] });
    const count = async (venue: number) => {
      const spy = vi.spyOn(t.db, 'execute');
      const sel = vi.spyOn(t.db, 'select');
      const res = await call('GET', `/api/owner/experts?venue_id=${venue}`, owner);
      const n = spy.mock.calls.length + sel.mock.calls.length;
      spy.mockRestore();
      sel.mockRestore();
      return { n, experts: res.json().data.length as number };
    };
    const one = await count(venueA);
    const eight = await count(venueB);
    expect(one.experts).toBe(1);
    expect(eight.experts).toBe(8);
    expect(eight.n).toBe(one.n);
    expect(eight.n).toBeLessThanOrEqual(2);
  });

  it("answers one expert, and 404 for another owner's, a deleted or an unknown one", async () => {
    const mine = await createExpert(t.db, { venueId });
    expect((await call('GET', `/api/owner/experts/${mine.id}`, owner)).json().data).toMatchObject({
      id: mine.id,
      name: 'Elif Kaya',
    });
    const theirs = await createExpert(t.db, { venueId: strangerVenueId });
    const deleted = await createExpert(t.db, { venueId, deletedAt: new Date() });
    for (const id of [theirs.id, deleted.id, 999_999]) {
      const res = await call('GET', `/api/owner/experts/${id}`, owner);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(m.notFound);
    }
  });

  it('answers 401 and 403 on both reads', async () => {
    for (const url of ['/api/owner/experts', '/api/owner/experts/1']) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
      expect((await call('GET', url, user)).statusCode).toBe(403);
    }
  });
});

describe('DELETE /api/owner/experts/{id}', () => {
  it('refuses while upcoming pending or confirmed appointments exist, saying how many', async () => {
    const expert = await createExpert(t.db, { venueId });
    const date = nextWeekday(2);
    await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(date, '10:00') });
    await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(date, '11:00'), status: 'confirmed' });
    await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(date, '12:00'), status: 'confirmed' });
    await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(addDays(date, -14), '12:00'),
      status: 'completed',
    });
    const res = await call('DELETE', `/api/owner/experts/${expert.id}`, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EXPERT_HAS_APPOINTMENTS',
      message: m.hasUpcomingAppointments.replace('{count}', '3'),
    });
    expect(await expertRow(expert.id)).toMatchObject({ deletedAt: null, isActive: true });
  });

  it('soft-deletes: hidden from the owner, the public venue and the slot call; booking it is refused', async () => {
    const sub = await createSubService(t.db, { venueId });
    const expert = await createExpert(t.db, { venueId, name: 'Ayrılan Uzman', subServiceIds: [sub.id] });
    await createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(addDays(nextWeekday(1), -14), '10:00'),
      status: 'completed',
    });
    const res = await call('DELETE', `/api/owner/experts/${expert.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: expert.id } });
    expect(await expertRow(expert.id)).toMatchObject({ isActive: false, deletedAt: expect.any(Date) });
    expect(await t.db.select().from(expertSubServices).where(eq(expertSubServices.expertId, expert.id))).toEqual([]);

    expect((await call('GET', `/api/owner/experts/${expert.id}`, owner)).statusCode).toBe(404);
    const venue = (await call('GET', `/venues/${venueId}`, null)).json().data;
    expect(venue.experts.map((e: { id: number }) => e.id)).not.toContain(expert.id);
    const date = nextWeekday(1);
    const slots = await call(
      'GET',
      `/experts/${expert.id}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${sub.id}`,
      null,
    );
    expect(slots.statusCode).toBe(404);
    const booking = await call(
      'POST',
      '/appointments/public',
      null,
      guestBooking({ expertId: expert.id, venueId, subId: sub.id, date, time: '10:00' }),
    );
    expect(booking.statusCode).toBeGreaterThanOrEqual(400);
    expect(booking.statusCode).toBeLessThan(500);
    expect(booking.json().message).toBe(messages.appointments.expertNotFound);
  });

  it("answers 404 for another owner's expert and leaves it in place", async () => {
    const theirs = await createExpert(t.db, { venueId: strangerVenueId });
    expect((await call('DELETE', `/api/owner/experts/${theirs.id}`, owner)).statusCode).toBe(404);
    expect(await expertRow(theirs.id)).toMatchObject({ deletedAt: null });
  });

  it('answers 401 and 403', async () => {
    expect((await call('DELETE', '/api/owner/experts/1', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/owner/experts/1', user)).statusCode).toBe(403);
  });
});
