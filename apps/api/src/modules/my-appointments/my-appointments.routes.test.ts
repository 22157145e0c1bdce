import { beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, messages, type MyAppointment } from '@randevu/contracts';
import { type TestApp } from '../../../test/build-test-app';
import { countQueries } from '../../../test/count-queries';
import { registerUser, type Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert, createOwner, createSubService, createVenue } from '../../../test/factories';
import { venueWallTimeToInstant } from '../../lib/time';
import { venueTime } from '../../../test/fixtures';

import { useMyAppointmentsSuite } from './my-appointments.test-suite';

const m = messages.myAppointments;
const MINUTE = 60_000;

const { s, book, list } = useMyAppointmentsSuite();
let t: TestApp, venue: typeof s.venue, owner: Session;
beforeAll(() => ({ t, venue, owner } = s));

describe('GET /api/user/appointments', () => {
  it('answers 401 without a session', async () => {
    const res = await list(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.unauthorized });
  });

  it('answers 403 to an owner', async () => {
    const res = await list(owner);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.forbidden });
  });

  it('lists only the signed-in user’s appointments, in venue time, with venue images, newest first', async () => {
    const ayse = await registerUser(t.app);
    const other = await registerUser(t.app);
    const sub = await createSubService(t.db, { venueId: venue.id, name: 'Kadın Saç Kesimi' });
    // 01:30 in Istanbul is 22:30 UTC the day before: a missed conversion shows the wrong date.
    const late = venueWallTimeToInstant('2030-11-25', 90);
    const early = venueWallTimeToInstant('2030-11-24', 14 * 60 + 30);
    const a1 = await book(ayse, early, 'confirmed', {
      subServiceId: sub.id,
      subServiceName: 'Kadın Saç Kesimi',
      priceKurus: 45050,
      notes: 'Kısa olsun',
    });
    const a2 = await book(ayse, late, 'pending', { durationMinutes: 60, serviceName: 'Saç Boyama' });
    await book(other, venueWallTimeToInstant('2030-11-26', 10 * 60));

    const res = await list(ayse);
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json() as { success: boolean; data: MyAppointment[] };
    expect(success).toBe(true);
    expect(data.map((a) => a.id)).toEqual([a2.id, a1.id]);
    expect(data[0]).toMatchObject({
      appointment_date: '2030-11-25',
      appointment_time: '01:30',
      status: 'pending',
      service: { name: 'Saç Boyama', duration_minutes: 60 },
      sub_service: null,
      duration_minutes: 60,
      price: 400,
    });
    expect(data[1]).toEqual({
      id: a1.id,
      review: null,
      review_window_ends_at: null,
      appointment_date: '2030-11-24',
      appointment_time: '14:30',
      starts_at: early.toISOString(),
      ends_at: new Date(early.getTime() + 45 * MINUTE).toISOString(),
      status: 'confirmed',
      allowed_actions: ['cancel', 'reschedule'],
      venue_id: venue.id,
      venue: {
        id: venue.id,
        prefix: venue.prefix,
        name: 'Işıl Güzellik Salonu',
        address: 'Saraçlar Caddesi No: 12',
        full_address: 'Saraçlar Caddesi No: 12, 1.murat Mahallesi, Merkez/Edirne',
        phone: expect.any(String),
        profile_image_url: '/uploads/venues/profil.jpg',
        gallery_image_urls: ['/demo/g1.svg', 'https://cdn.example.com/g2.jpg'],
      },
      service: { name: 'Saç Kesimi', duration_minutes: 45 },
      sub_service: { name: 'Kadın Saç Kesimi' },
      duration_minutes: 45,
      expert_id: a1.expertId,
      service_id: a1.serviceId,
      sub_service_id: sub.id,
      expert_name: 'Elif Kaya',
      notes: 'Kısa olsun',
      price: 450.5,
      cancellation_reason: null,
      cancelled_at: null,
      created_at: expect.any(String),
    });
    // Customer contact fields are not part of the user's view.
    expect(data[1]).not.toHaveProperty('customer_email');
  });

  it('answers an empty list to a user without appointments', async () => {
    const res = await list(await registerUser(t.app));
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('shows a venue without images with a null profile image and an empty gallery', async () => {
    const ayse = await registerUser(t.app);
    const bare = await createVenue(t.db, { ownerId: (await createOwner(t.db)).id, name: 'Sade Berber' });
    const expert = await createExpert(t.db, { venueId: bare.id });
    await createAppointment(t.db, {
      venueId: bare.id,
      expertId: expert.id,
      userId: ayse.user.id,
      startsAt: venueTime(3, '10:00'),
    });
    const [a] = (await list(ayse)).json().data as MyAppointment[];
    expect(a!.venue).toMatchObject({ name: 'Sade Berber', profile_image_url: null, gallery_image_urls: [] });
  });

  it.each(APPOINTMENT_STATUSES)('filters by status=%s', async (status) => {
    const ayse = await registerUser(t.app);
    const ids: Record<string, number> = {};
    for (const [i, s] of APPOINTMENT_STATUSES.entries()) ids[s] = (await book(ayse, venueTime(5 + i, '11:00'), s)).id;
    const res = await list(ayse, `?status=${status}`);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as MyAppointment[]).map((a) => [a.id, a.status])).toEqual([[ids[status], status]]);
  });

  it.each(['done', 'PENDING', 'iptal'])('rejects status=%s with 400 and the Turkish message', async (status) => {
    const res = await list(await registerUser(t.app), `?status=${status}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: m.statusInvalid,
      errors: { status: m.statusInvalid },
    });
  });

  it('treats an empty status as no filter', async () => {
    const ayse = await registerUser(t.app);
    await book(ayse, venueTime(2, '10:00'));
    const res = await list(ayse, '?status=');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
  });

  it('gives the spec client’s parallel queries (no filter and each status), merged by id, exactly the unfiltered list', async () => {
    const ayse = await registerUser(t.app);
    await book(ayse, venueTime(-3, '10:00'), 'confirmed'); // ended: completed on read
    await book(ayse, venueTime(-2, '10:00'), 'completed');
    await book(ayse, venueTime(-1, '10:00'), 'pending'); // started: expired on read
    await book(ayse, venueTime(1, '10:00'), 'pending');
    await book(ayse, venueTime(2, '10:00'), 'confirmed');
    await book(ayse, venueTime(3, '10:00'), 'cancelled');
    const responses = await Promise.all(['', ...APPOINTMENT_STATUSES.map((s) => `?status=${s}`)].map((q) => list(ayse, q)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const [all, ...filtered] = responses.map((r) => r.json().data as MyAppointment[]);
    const merged = new Map([...all!, ...filtered.flat()].map((a) => [a.id, a]));
    expect([...merged.values()].sort((a, b) => b.starts_at.localeCompare(a.starts_at))).toEqual(all);
    expect(all!.map((a) => a.status)).toEqual(['cancelled', 'confirmed', 'pending', 'expired', 'completed', 'completed']);
  });

  it('does not issue one query per appointment', async () => {
    const ayse = await registerUser(t.app);
    const listed = (n: number) =>
      countQueries(t.db, async () => {
        const res = await list(ayse);
        expect(res.json().data).toHaveLength(n);
      });
    await book(ayse, venueTime(10, '10:00'));
    // A session's first request also records its last use (decision 083, at most once in 5 minutes): not counted.
    await list(ayse);
    const one = await listed(1);
    for (let i = 1; i < 6; i++) await book(ayse, venueTime(10 + i, '10:00'));
    // Session lookup, the claim of guest appointments (decision 038), the system's sweep (in its own transaction with the expired requests' messages: BEGIN and
    // COMMIT count on PostgreSQL) and the list itself, whatever the number of rows.
    expect(await listed(6)).toBe(one);
    expect(one).toBeLessThanOrEqual(6);
  });
});
