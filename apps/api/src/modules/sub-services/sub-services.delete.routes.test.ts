import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { createAppointment, createExpert, createSubService, SAC_KESIMI } from '../../../test/factories';
import { expertSubServices } from '../../db/schema';
import { addDays, venueWallTimeToInstant } from '../../lib/time';
import { guestBooking, nextWeekday } from '../../../test/fixtures';
import { useSubServicesSuite } from './sub-services.test-suite';

const m = messages.subServices;
const nextMonday = () => nextWeekday(1);

const { s, call, body, rowOf } = useSubServicesSuite();

describe('DELETE /api/sub-services/{id}', () => {
  it('refuses while upcoming pending or confirmed appointments exist, saying how many', async () => {
    const sub = await createSubService(s.t.db, { venueId: s.venueId });
    const expert = await createExpert(s.t.db, { venueId: s.venueId, subServiceIds: [sub.id] });
    const monday = nextMonday();
    const at = (hhmm: string, date = monday) =>
      venueWallTimeToInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));
    await createAppointment(s.t.db, { venueId: s.venueId, expertId: expert.id, subServiceId: sub.id, startsAt: at('10:00') });
    await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: expert.id,
      subServiceId: sub.id,
      startsAt: at('11:00'),
      status: 'confirmed',
    });
    await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: expert.id,
      subServiceId: sub.id,
      startsAt: at('12:00'),
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: expert.id,
      subServiceId: sub.id,
      startsAt: at('10:00', addDays(monday, -14)),
      status: 'confirmed',
    });

    const res = await call('DELETE', `/api/sub-services/${sub.id}`, s.owner);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SUB_SERVICE_HAS_APPOINTMENTS',
      message: m.hasUpcomingAppointments.replace('{count}', '2'),
    });
    expect(await rowOf(sub.id)).toMatchObject({ deletedAt: null, isActive: true });
  });

  it('soft-deletes: the row stays for past appointments, hidden from the owner, the public venue, slots and booking', async () => {
    const sub = await createSubService(s.t.db, { venueId: s.venueId, name: 'Silinecek Kesim' });
    const expert = await createExpert(s.t.db, { venueId: s.venueId, subServiceIds: [sub.id] });
    await createAppointment(s.t.db, {
      venueId: s.venueId,
      expertId: expert.id,
      subServiceId: sub.id,
      startsAt: venueWallTimeToInstant(addDays(nextMonday(), -14), 600),
      status: 'completed',
    });

    const res = await call('DELETE', `/api/sub-services/${sub.id}`, s.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: sub.id } });
    expect(await rowOf(sub.id)).toMatchObject({ isActive: false, deletedAt: expect.any(Date) });
    expect(await s.t.db.select().from(expertSubServices).where(eq(expertSubServices.subServiceId, sub.id))).toEqual([]);

    const mine = (await call('GET', '/api/my-sub-services', s.owner)).json().data as { id: number }[];
    expect(mine.map((s) => s.id)).not.toContain(sub.id);
    expect((await call('GET', `/api/sub-services/${sub.id}`, s.owner)).statusCode).toBe(404);
    const venue = (await call('GET', `/api/venues/${s.venueId}`, null)).json().data;
    expect(venue.sub_services.map((s: { id: number }) => s.id)).not.toContain(sub.id);
    for (const e of venue.experts as { active_sub_services: { id: number }[] }[]) {
      expect(e.active_sub_services.map((s) => s.id)).not.toContain(sub.id);
    }
    const date = nextMonday();
    const slots = await call(
      'GET',
      `/experts/${expert.id}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${sub.id}`,
      null,
    );
    expect(slots.json().data).toEqual([]);
    const booking = await call(
      'POST',
      '/appointments/public',
      null,
      guestBooking({ expertId: expert.id, venueId: s.venueId, subId: sub.id, date, time: '10:00' }),
    );
    expect(booking.statusCode).toBe(400);
    expect(booking.json().message).toBe(messages.appointments.subServiceUnavailable);

    // The name is free again for a new sub-service.
    expect((await call('POST', '/api/sub-services', s.owner, body({ name: 'Silinecek Kesim' }))).statusCode).toBe(201);
    expect((await call('DELETE', `/api/sub-services/${sub.id}`, s.owner)).statusCode).toBe(404);
  });

  it("answers 404 for another owner's sub-service and leaves it in place", async () => {
    const theirs = await createSubService(s.t.db, { venueId: s.strangerVenueId });
    const res = await call('DELETE', `/api/sub-services/${theirs.id}`, s.owner);
    expect(res.statusCode).toBe(404);
    expect(await rowOf(theirs.id)).toMatchObject({ deletedAt: null, isActive: true });
  });

  it('answers 401 and 403', async () => {
    expect((await call('DELETE', '/api/sub-services/1', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/sub-services/1', s.user)).statusCode).toBe(403);
  });
});
