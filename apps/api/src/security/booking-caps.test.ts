import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/auth-helpers';
import { createAppointment, createExpert, createOwner, createSubService, createVenue, SAC_KESIMI } from '../../test/factories';
import { appointments } from '../db/schema';
import { addDays, isoWeekday, toVenueWallTime } from '../lib/time';

/**
 * Decision 057: the caps of decision 016 count a customer's live bookings (pending or confirmed, made online, not
 * started) whatever the venue's confirmation mode, and guests are capped per phone and per e-mail as accounts are.
 */
const b = messages.appointments;
/**
 * Contacts no other test file books with: the files of one worker share its database copy, and the caps count across
 * venues. A run's own 7 digits, and e-mails under a run's own name.
 */
const RUN = String(Date.now() % 10_000_000).padStart(7, '0');
const phone = (area: number, last = '') => `+90${area}${RUN.slice(0, 7 - last.length)}${last}`;
const mail = (name: string) => `${name}.${RUN}@example.com`;
const TIMES = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
const nextMonday = () => {
  let d = addDays(toVenueWallTime(new Date()).date, 2);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
};

/** An instant-booking venue (auto_confirm) with one sub-service and `experts` experts. */
async function instantVenue(t: TestApp, experts = 1) {
  const owner = await createOwner(t.db);
  const venueId = (await createVenue(t.db, { ownerId: owner.id, autoConfirm: true })).id;
  const subId = (await createSubService(t.db, { venueId, durationMinutes: 45 })).id;
  const expertIds: number[] = [];
  for (let i = 0; i < experts; i++) expertIds.push((await createExpert(t.db, { venueId, subServiceIds: [subId] })).id);
  return { venueId, subId, expertIds };
}
type Venue = Awaited<ReturnType<typeof instantVenue>>;
const slot = (v: Venue, time: string, expert = 0) => ({
  expert_id: v.expertIds[expert]!,
  venue_id: v.venueId,
  service_id: SAC_KESIMI,
  sub_service_id: v.subId,
  appointment_date: nextMonday(),
  appointment_time: time,
  notes: ' ',
});
const liveOf = (t: TestApp, venueId: number) =>
  t.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.venueId, venueId), inArray(appointments.status, ['pending', 'confirmed'])));

describe('booking caps count live bookings at instant-booking venues', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      limits: {
        pendingPerUserVenue: 3,
        pendingPerUser: 4,
        appointmentPerUser: 1000,
        appointmentPerIp: 1000,
        appointmentPerPhone: 1000,
        appointmentPerEmail: 1000,
      },
    });
  });
  afterAll(() => t.close());

  it('a signed-in user holds at most 3 confirmed slots at one venue and 4 in all; the refusal changes nothing', async () => {
    const user = await registerUser(t.app);
    const a = await instantVenue(t);
    const c = await instantVenue(t);
    const book = (v: Venue, time: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/appointments', headers: user.headers, payload: slot(v, time) });
    for (const time of TIMES.slice(0, 3)) {
      const res = await book(a, time);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.status).toBe('confirmed');
    }
    const fourth = await book(a, TIMES[3]!);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      success: false,
      code: 'PENDING_LIMIT',
      message:
        'Bu işletmede en fazla 3 yaklaşan randevunuz olabilir. Yeni randevu için mevcut randevularınızdan birinin gerçekleşmesini bekleyin veya birini iptal edin.',
    });
    expect(await liveOf(t, a.venueId)).toHaveLength(3);
    expect((await book(c, TIMES[0]!)).statusCode).toBe(201);
    const overall = await book(c, TIMES[1]!);
    expect(overall.statusCode).toBe(429);
    expect(overall.json().message).toBe(b.pendingLimitTotal.replace('{count}', '4'));
    expect(await liveOf(t, c.venueId)).toHaveLength(1);
  });

  it('a guest is capped per phone whatever the e-mail, and per e-mail whatever the phone', async () => {
    const v = await instantVenue(t);
    const guest = (time: string, email: string, phone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/public',
        payload: { ...slot(v, time), first_name: 'Ayşe', last_name: 'Yılmaz', email, phone },
      });
    for (let i = 0; i < 3; i++) expect((await guest(TIMES[i]!, mail(`rakip${i}`), phone(532))).statusCode).toBe(201);
    const byPhone = await guest(TIMES[3]!, mail('baska'), phone(532));
    expect(byPhone.statusCode).toBe(429);
    expect(byPhone.json().message).toBe(b.pendingLimitVenue.replace('{count}', '3'));
    expect(await liveOf(t, v.venueId)).toHaveLength(3);

    const w = await instantVenue(t);
    const other = (time: string, phone: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/public',
        payload: { ...slot(w, time), first_name: 'Ayşe', last_name: 'Yılmaz', email, phone },
      });
    for (let i = 0; i < 3; i++)
      expect((await other(TIMES[i]!, phone(533, String(i)), `Tek.Adres.${RUN}@example.com`)).statusCode).toBe(201);
    const byEmail = await other(TIMES[3]!, phone(533, '9'), `tek.adres.${RUN}@EXAMPLE.com`);
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json().code).toBe('PENDING_LIMIT');
    expect(await liveOf(t, w.venueId)).toHaveLength(3);
  });

  it('past, cancelled and front-desk bookings with the same contact do not count', async () => {
    const v = await instantVenue(t);
    const contact = { customerPhone: phone(534), customerEmail: mail('sayilmaz') };
    const base = { venueId: v.venueId, expertId: v.expertIds[0]!, ...contact };
    const future = new Date(Date.now() + 30 * 86_400_000);
    await createAppointment(t.db, { ...base, startsAt: new Date(Date.now() - 86_400_000), status: 'confirmed' });
    await createAppointment(t.db, { ...base, startsAt: future, status: 'confirmed', bookedBy: 'owner' });
    await createAppointment(t.db, {
      ...base,
      startsAt: new Date(future.getTime() + 3_600_000),
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelledBy: 'guest',
    });
    for (const time of TIMES.slice(0, 3)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/appointments/public',
        payload: {
          ...slot(v, time),
          first_name: 'Ayşe',
          last_name: 'Yılmaz',
          email: contact.customerEmail,
          phone: contact.customerPhone,
        },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('holds under parallel guest bookings with one phone: at most 3 of 6 succeed', async () => {
    const v = await instantVenue(t, 6);
    const results = await Promise.all(
      v.expertIds.map((_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/appointments/public',
          payload: {
            ...slot(v, '10:00', i),
            first_name: 'Ayşe',
            last_name: 'Yılmaz',
            email: mail(`p${i}`),
            phone: phone(535),
          },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
    expect(await liveOf(t, v.venueId)).toHaveLength(3);
  });
});
