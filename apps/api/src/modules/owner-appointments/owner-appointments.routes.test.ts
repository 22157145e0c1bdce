import { beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, messages } from '@randevu/contracts';
import { type TestApp } from '../../../test/build-test-app';
import { registerUser } from '../../../test/auth-helpers';
import { createSubService, createVenue, SAC_KESIMI } from '../../../test/factories';
import { addDays, toVenueWallTime, venueWallTimeToInstant } from '../../lib/time';
import { venueTime } from '../../../test/fixtures';
import { useOwnerAppointmentsSuite } from './owner-appointments.test-suite';

const MINUTE = 60_000;

const { s, nextMonday, ownerWithVenue, book, list, body } = useOwnerAppointmentsSuite();
let t: TestApp;
beforeAll(() => ({ t } = s));

/** GET /api/owner/appointments: who may read it, what an item holds, and the filters. */
describe('GET /api/owner/appointments', () => {
  it('answers 401 without a session, even with an invalid query', async () => {
    const res = await list(null, '?status=bogus&limit=abc');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.unauthorized });
  });

  it('answers 403 to a user', async () => {
    const res = await list(await registerUser(t.app));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.forbidden });
  });

  it('reads a guest booking with the contact the guest gave, in venue time, with structured sub-service and price', async () => {
    const { session, venue, expert } = await ownerWithVenue('Işıl Güzellik Salonu');
    const sub = await createSubService(t.db, { venueId: venue.id, name: 'Kadın Saç Kesimi' });
    // 01:30 in Istanbul is 22:30 UTC the day before: a missed conversion shows the wrong date.
    const startsAt = venueWallTimeToInstant('2030-11-25', 90);
    const a = await book(venue.id, startsAt, 'pending', {
      expertId: expert.id,
      customerFirstName: 'Zeynep',
      customerLastName: 'Arslan',
      customerEmail: 'zeynep@example.com',
      customerPhone: '+905551112233',
      subServiceId: sub.id,
      subServiceName: 'Kadın Saç Kesimi',
      priceKurus: 45050,
      notes: 'Kısa olsun',
    });
    const res = await list(session);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      success: true,
      meta: { total: 1, pending: 1 },
      data: [
        {
          id: a.id,
          venue_id: venue.id,
          venue_name: 'Işıl Güzellik Salonu',
          user: { first_name: 'Zeynep', last_name: 'Arslan', phone: '+905551112233', no_shows_12m: 0, no_show_tag: false },
          customer_email: 'zeynep@example.com',
          is_guest: true,
          status: 'pending',
          allowed_actions: ['confirm', 'cancel', 'move'],
          appointment_date: '2030-11-25',
          appointment_time: '01:30',
          starts_at: startsAt.toISOString(),
          ends_at: new Date(startsAt.getTime() + 45 * MINUTE).toISOString(),
          duration_minutes: 45,
          service: { name: 'Saç Kesimi' },
          sub_service_id: sub.id,
          sub_service: { name: 'Kadın Saç Kesimi' },
          expert_id: expert.id,
          expert_name: 'Elif Kaya',
          notes: 'Kısa olsun',
          price: 450.5,
          created_at: expect.any(String),
          cancellation_reason: null,
          rescheduled_from: null,
        },
      ],
    });
  });

  it('reads a signed-in booking with the customer fields stored on it, and without a sub-service as null', async () => {
    const { session, venue, expert } = await ownerWithVenue();
    const date = nextMonday();
    const ayse = await registerUser(t.app, { first_name: 'Ayşe', last_name: 'Yılmaz', phone: '5321234567' });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/user/appointments',
      headers: ayse.headers,
      payload: {
        expert_id: expert.id,
        venue_id: venue.id,
        service_id: SAC_KESIMI,
        appointment_date: date,
        appointment_time: '11:00',
        notes: 'İlk ziyaretim',
      },
    });
    expect(booked.statusCode).toBe(201);
    const [item] = body(await list(session)).data;
    expect(item).toMatchObject({
      is_guest: false,
      user: { first_name: 'Ayşe', last_name: 'Yılmaz', phone: expect.stringContaining('5321234567') },
      customer_email: ayse.user.email,
      status: 'pending',
      appointment_date: date,
      appointment_time: '11:00',
      sub_service_id: null,
      sub_service: null,
      notes: 'İlk ziyaretim',
    });
  });

  it('answers an empty list and zero counts to an owner without appointments', async () => {
    const { session } = await ownerWithVenue();
    expect(body(await list(session))).toEqual({ success: true, data: [], meta: { total: 0, pending: 0 } });
  });

  it('never shows another owner’s appointments, even when asked for that owner’s venue', async () => {
    const mine = await ownerWithVenue();
    const theirs = await ownerWithVenue('Başka Salon');
    const own = await book(mine.venue.id, venueTime(3, '10:00'));
    await book(theirs.venue.id, venueTime(3, '11:00'));
    expect(body(await list(mine.session)).data.map((a) => a.id)).toEqual([own.id]);
    expect(body(await list(mine.session, `?venue_id=${theirs.venue.id}`))).toEqual({
      success: true,
      data: [],
      meta: { total: 0, pending: 0 },
    });
  });

  it('covers all the owner’s venues, newest start first, and narrows to one with venue_id', async () => {
    const { session, venue } = await ownerWithVenue();
    const second = await createVenue(t.db, { ownerId: session.user.id, name: 'İkinci Şube' });
    const a1 = await book(venue.id, venueTime(2, '10:00'));
    const a2 = await book(second.id, venueTime(4, '10:00'));
    const a3 = await book(venue.id, venueTime(6, '09:00'));
    const a4 = await book(venue.id, venueTime(-3, '15:00'), 'completed');
    const all = body(await list(session));
    expect(all.data.map((a) => a.id)).toEqual([a3.id, a2.id, a1.id, a4.id]);
    expect(all.data.map((a) => a.venue_name)).toEqual([
      'Işıl Güzellik Salonu',
      'İkinci Şube',
      'Işıl Güzellik Salonu',
      'Işıl Güzellik Salonu',
    ]);
    expect(all.meta).toEqual({ total: 4, pending: 3 });
    const one = body(await list(session, `?venue_id=${second.id}`));
    expect(one.data.map((a) => a.id)).toEqual([a2.id]);
    expect(one.meta).toEqual({ total: 1, pending: 1 });
  });

  it('breaks ties in start time by the newer id first', async () => {
    const { session, venue } = await ownerWithVenue();
    const at = venueTime(5, '14:00');
    const first = await book(venue.id, at);
    const second = await book(venue.id, at);
    expect(body(await list(session)).data.map((a) => a.id)).toEqual([second.id, first.id]);
  });

  it.each(APPOINTMENT_STATUSES)(
    'filters by status=%s, while meta.pending still counts the venue’s open requests',
    async (status) => {
      const { session, venue } = await ownerWithVenue();
      const ids: Record<string, number> = {};
      for (const [i, s] of APPOINTMENT_STATUSES.entries()) ids[s] = (await book(venue.id, venueTime(5 + i, '11:00'), s)).id;
      const res = body(await list(session, `?status=${status}`));
      expect(res.data.map((a) => [a.id, a.status])).toEqual([[ids[status], status]]);
      expect(res.meta).toEqual({ total: 1, pending: 1 });
    },
  );

  it('does not count a pending request whose time has passed as awaiting an answer', async () => {
    const { session, venue } = await ownerWithVenue();
    await book(venue.id, venueTime(-1, '10:00'));
    await book(venue.id, venueTime(1, '10:00'));
    expect(body(await list(session, '?status=pending')).meta).toEqual({ total: 2, pending: 1 });
  });

  it('filters by inclusive venue days from and to, at the venue’s midnight edges', async () => {
    const { session, venue } = await ownerWithVenue();
    const day = addDays(toVenueWallTime(new Date()).date, 10);
    const before = await book(venue.id, venueWallTimeToInstant(addDays(day, -1), 23 * 60 + 59));
    const startOfDay = await book(venue.id, venueWallTimeToInstant(day, 0));
    const endOfNext = await book(venue.id, venueWallTimeToInstant(addDays(day, 1), 23 * 60 + 30));
    const after = await book(venue.id, venueWallTimeToInstant(addDays(day, 2), 0));
    const ids = async (q: string) => body(await list(session, q)).data.map((a) => a.id);
    expect(await ids(`?from=${day}&to=${addDays(day, 1)}`)).toEqual([endOfNext.id, startOfDay.id]);
    expect(await ids(`?from=${day}&to=${day}`)).toEqual([startOfDay.id]);
    expect(await ids(`?from=${addDays(day, 2)}`)).toEqual([after.id]);
    expect(await ids(`?to=${addDays(day, -1)}`)).toEqual([before.id]);
  });
});
