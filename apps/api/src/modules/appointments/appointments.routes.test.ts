import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { countQueries } from '../../../test/count-queries';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import {
  createAppointment,
  createExpert,
  createOwner,
  createSubService,
  createVenue,
  SAC_BOYAMA,
  SAC_KESIMI,
} from '../../../test/factories';
import { at, BOOKING_LIMITS as LIMITS, guestBooking, nextWeekday, seedBookableVenue, today } from '../../../test/fixtures';
import { postRawJson } from '../../../test/requests';
import { appointments, appointmentStatusHistory, expertServices, subServices } from '../../db/schema';
import { addDays } from '../../lib/time';

const b = messages.appointments;

let t: TestApp;
let venueId: number;
let subId: number;

/** Mondays inside the booking horizon, taken in turn (each test also has its own expert). */
let mondayCursor = 0;
const freshMonday = () => addDays(nextWeekday(1), 7 * (mondayCursor++ % 10));

beforeAll(async () => {
  t = await buildTestApp({ limits: LIMITS });
  ({ venueId, subId } = await seedBookableVenue(t.db, { subService: { name: 'Kadın Saç Kesimi', priceKurus: 40000 } }));
});
afterAll(() => t.close());

const newExpert = (opts: Partial<Parameters<typeof createExpert>[1]> = {}) =>
  createExpert(t.db, { venueId, subServiceIds: [subId], ...opts });

const guestBody = (over: Record<string, unknown> = {}) => ({
  ...guestBooking({ expertId: 0, venueId, subId, date: '', time: '10:00' }),
  ...over,
});

const postGuest = (payload: unknown, url = '/appointments/public', remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, ...(remoteAddress ? { remoteAddress } : {}) });
const postUser = (session: Session | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/appointments', payload: payload as object, headers: session?.headers ?? {} });
const slots = async (expertId: number, date: string, subServiceId: number | null = subId) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/experts/${expertId}/available-times?date=${date}&service_id=${SAC_KESIMI}${subServiceId ? `&sub_service_id=${subServiceId}` : ''}`,
    })
  ).json().data as string[];
const historyOf = (id: number) =>
  t.db
    .select()
    .from(appointmentStatusHistory)
    .where(eq(appointmentStatusHistory.appointmentId, id))
    .orderBy(asc(appointmentStatusHistory.id));
const rowOf = async (id: number) => (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe('POST /appointments/public', () => {
  it('books a free slot as pending, copies price, duration and names, and writes the first history row', async () => {
    const expert = await newExpert({ name: 'Elif Kaya' });
    const date = freshMonday();
    const res = await postGuest(guestBody({ expert_id: expert.id, appointment_date: date, appointment_time: '10:00' }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(res.json().success).toBe(true);
    expect(data).toEqual({
      id: expect.any(Number),
      status: 'pending',
      venue_id: venueId,
      expert_id: expert.id,
      service_id: SAC_KESIMI,
      sub_service_id: subId,
      appointment_date: date,
      appointment_time: '10:00',
      duration_minutes: 45,
      price: 400,
      service_name: 'Saç Kesimi',
      sub_service_name: 'Kadın Saç Kesimi',
      expert_name: 'Elif Kaya',
      notes: null,
    });
    const row = await rowOf(data.id);
    expect(row).toMatchObject({
      userId: null,
      customerFirstName: 'Ayşe',
      customerLastName: 'Yılmaz',
      customerEmail: 'ayse@example.com',
      customerPhone: '+905321234567',
      status: 'pending',
      durationMinutes: 45,
      priceKurus: 40000,
    });
    expect(row.startsAt.toISOString()).toBe(at(date, '10:00').toISOString());
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(45 * 60_000);
    expect(await historyOf(data.id)).toMatchObject([
      { fromStatus: null, toStatus: 'pending', changedBy: 'guest', changedByUserId: null },
    ]);
  });

  it('is served under /api too, and the slot then disappears from the available times', async () => {
    const expert = await newExpert();
    const date = freshMonday();
    expect(await slots(expert.id, date)).toContain('11:30');
    const res = await postGuest(
      guestBody({ expert_id: expert.id, appointment_date: date, appointment_time: '11:30' }),
      '/api/appointments/public',
    );
    expect(res.statusCode).toBe(201);
    const after = await slots(expert.id, date);
    expect(after).not.toContain('11:30');
    expect(after).not.toContain('11:00'); // 11:00 + 45 min runs into 11:30
    expect(after).toContain('12:30');
  });

  it('strips spaces from the phone, keeps the notes trimmed and lower-cases the e-mail', async () => {
    const expert = await newExpert();
    const res = await postGuest(
      guestBody({
        expert_id: String(expert.id),
        appointment_date: freshMonday(),
        phone: '+49 151 234 5678',
        email: ' Ayse@Example.COM ',
        first_name: '  Ayşe  Nur ',
        notes: '  Kısa kesim lütfen ',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.notes).toBe('Kısa kesim lütfen');
    expect(await rowOf(res.json().data.id)).toMatchObject({
      customerPhone: '+491512345678',
      customerEmail: 'ayse@example.com',
      customerFirstName: 'Ayşe Nur',
    });
  });

  it.each(['+90', '+1', '+49', '+33', '+39', '+34'])('accepts the dial code %s', async (code) => {
    const expert = await newExpert();
    const res = await postGuest(guestBody({ expert_id: expert.id, appointment_date: freshMonday(), phone: `${code}5321234567` }));
    expect(res.statusCode).toBe(201);
    expect((await rowOf(res.json().data.id)).customerPhone).toBe(`${code}5321234567`);
  });

  it('keeps the price and duration of the day of booking when the catalogue changes later', async () => {
    const sub = await createSubService(t.db, { venueId, name: 'Fön', priceKurus: 25000, durationMinutes: 30 });
    const expert = await newExpert({ subServiceIds: [sub.id] });
    const res = await postGuest(guestBody({ expert_id: expert.id, sub_service_id: sub.id, appointment_date: freshMonday() }));
    expect(res.statusCode).toBe(201);
    await t.db.update(subServices).set({ priceKurus: 99900, durationMinutes: 90 }).where(eq(subServices.id, sub.id));
    expect(await rowOf(res.json().data.id)).toMatchObject({ priceKurus: 25000, durationMinutes: 30 });
  });

  it('takes the expert’s custom price and duration for the sub-service before the sub-service’s own', async () => {
    const expert = await newExpert({ subServiceOverrides: { [subId]: { customPriceKurus: 55000, customDurationMinutes: 60 } } });
    const res = await postGuest(guestBody({ expert_id: expert.id, appointment_date: freshMonday() }));
    expect(res.json().data).toMatchObject({ price: 550, duration_minutes: 60 });
  });

  it('books a service without sub-services at the expert’s service price, else the catalogue price', async () => {
    const plain = await newExpert({ serviceIds: [SAC_BOYAMA], subServiceIds: [] });
    const res = await postGuest(
      guestBody({ expert_id: plain.id, service_id: SAC_BOYAMA, sub_service_id: null, appointment_date: freshMonday() }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ sub_service_id: null, sub_service_name: null, service_name: 'Saç Boyama' });
    const catalogue = res.json().data;
    const custom = await newExpert({ serviceIds: [SAC_BOYAMA], subServiceIds: [] });
    await t.db
      .update(expertServices)
      .set({ customPriceKurus: 123400, customDurationMinutes: 30 })
      .where(eq(expertServices.expertId, custom.id));
    const res2 = await postGuest(
      guestBody({ expert_id: custom.id, service_id: SAC_BOYAMA, sub_service_id: null, appointment_date: freshMonday() }),
    );
    expect(res2.json().data).toMatchObject({ price: 1234, duration_minutes: 30 });
    expect(catalogue.price).not.toBe(1234);
  });

  describe('validation, in the order of spec section 5', () => {
    let expertId: number;
    let date: string;
    beforeAll(async () => {
      expertId = (await newExpert()).id;
      date = freshMonday();
    });

    it.each([
      ['first_name', '', b.fillAll],
      ['last_name', '   ', b.fillAll],
      ['email', undefined, b.fillAll],
      ['phone', '', b.fillAll],
      ['phone', '+90', b.fillAll],
      ['expert_id', null, b.expertAndTime],
      ['appointment_time', '', b.expertAndTime],
      ['sub_service_id', null, b.subServiceRequired],
      ['phone', '+90532123456', b.phoneInvalid],
      ['phone', '+9053212345678', b.phoneInvalid],
      ['phone', '05321234567', b.phoneInvalid],
      ['phone', '+90532123456a', b.phoneInvalid],
      ['phone', '+445321234567', b.dialCodeInvalid],
      ['email', 'ayse@example', b.emailInvalid],
      ['email', 'ayse.example.com', b.emailInvalid],
      ['first_name', '12345', b.firstNameInvalid],
      ['first_name', 'A'.repeat(51), b.firstNameInvalid],
      ['last_name', '<script>', b.lastNameInvalid],
      ['expert_id', 'uzman', b.expertRequired],
      ['expert_id', -3, b.expertRequired],
      ['sub_service_id', 'x', b.subServiceInvalid],
      ['venue_id', null, b.venueRequired],
      ['service_id', 'abc', b.serviceRequired],
      ['appointment_date', '2025-02-30', b.dateInvalid],
      ['appointment_date', '', b.dateInvalid],
      ['appointment_time', '25:00', b.timeInvalid],
      ['appointment_time', '9:00', b.timeInvalid],
      ['notes', 'n'.repeat(501), b.notesTooLong],
    ])('rejects %s = %j with 400 and "%s"', async (field, value, message) => {
      const res = await postGuest(guestBody({ expert_id: expertId, appointment_date: date, [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: message } });
    });

    it('answers the first failing message and every failing field', async () => {
      const res = await postGuest({
        phone: '123',
        email: 'x',
        venue_id: venueId,
        service_id: SAC_KESIMI,
        appointment_date: date,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: b.fillAll,
        errors: {
          first_name: b.fillAll,
          last_name: b.fillAll,
          expert_id: b.expertAndTime,
          appointment_time: b.expertAndTime,
          sub_service_id: b.subServiceRequired,
          phone: b.phoneInvalid,
          email: b.emailInvalid,
        },
      });
    });

    it('puts the missing expert before a bad phone, and a bad phone before a bad e-mail', async () => {
      let res = await postGuest(guestBody({ expert_id: null, phone: '+90123', appointment_date: date }));
      expect(res.json().message).toBe(b.expertAndTime);
      res = await postGuest(guestBody({ expert_id: expertId, phone: '+90123', email: 'bad', appointment_date: date }));
      expect(res.json().message).toBe(b.phoneInvalid);
      res = await postGuest(guestBody({ expert_id: expertId, email: 'bad', first_name: '123', appointment_date: date }));
      expect(res.json().message).toBe(b.emailInvalid);
    });

    it('does not require a sub-service when the service has none at the venue', async () => {
      const plain = await newExpert({ serviceIds: [SAC_BOYAMA], subServiceIds: [] });
      const res = await postGuest(
        guestBody({ expert_id: plain.id, service_id: SAC_BOYAMA, sub_service_id: undefined, appointment_date: date }),
      );
      expect(res.statusCode).toBe(201);
    });

    it('decides every body that names a sub-service before any database read', async () => {
      const bad = guestBody({ expert_id: expertId, phone: '+90123', email: 'bad', appointment_date: date });
      let res: Awaited<ReturnType<typeof postGuest>> | undefined;
      const count = await countQueries(t.db, async () => {
        res = await postGuest(bad);
      });
      expect(res!.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: b.phoneInvalid });
      expect(count).toBe(0);
      const hostile = await countQueries(t.db, async () => {
        res = await postGuest({ ...bad, first_name: 'A'.repeat(10_000), notes: { $gt: '' }, expert_id: [1] });
      });
      expect(res!.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: b.firstNameInvalid });
      expect(hostile).toBe(0);
    });

    it('reads the catalogue once, and only that, when the body names no sub-service', async () => {
      let res: Awaited<ReturnType<typeof postGuest>> | undefined;
      const withSubServices = await countQueries(t.db, async () => {
        res = await postGuest(guestBody({ expert_id: expertId, sub_service_id: null, phone: '+90123', appointment_date: date }));
      });
      expect(res!.json().message).toBe(b.subServiceRequired);
      expect(withSubServices).toBe(1);
      const plain = await newExpert({ serviceIds: [SAC_BOYAMA], subServiceIds: [] });
      const withoutSubServices = await countQueries(t.db, async () => {
        res = await postGuest(
          guestBody({
            expert_id: plain.id,
            service_id: SAC_BOYAMA,
            sub_service_id: null,
            phone: '+90123',
            appointment_date: date,
          }),
        );
      });
      expect(res!.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: b.phoneInvalid,
        errors: { phone: b.phoneInvalid },
      });
      expect(withoutSubServices).toBe(1);
    });

    it('reports a value of the wrong type at its place in the spec’s order', async () => {
      const res = await postGuest(
        guestBody({ first_name: 42, expert_id: { id: 1 }, appointment_time: true, notes: 7, appointment_date: date }),
      );
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: b.fillAll,
        errors: { first_name: b.fillAll, expert_id: b.expertRequired, appointment_time: b.timeInvalid, notes: b.notesTooLong },
      });
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await postRawJson(t.app, '/appointments/public', '{"first');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: messages.common.invalidJson });
    });
  });

  describe('slots that cannot be booked', () => {
    it('refuses a Sunday with 400 SLOT_UNAVAILABLE', async () => {
      const expert = await newExpert({ hours: { sunday: ['09:00', '18:00'] } });
      const res = await postGuest(
        guestBody({ expert_id: expert.id, appointment_date: nextWeekday(7), appointment_time: '10:00' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'SLOT_UNAVAILABLE',
        message: b.slotUnavailable,
        errors: { appointment_time: b.slotUnavailable },
      });
    });

    it.each([['08:30'], ['17:30'], ['18:00'], ['10:15']])('refuses the off-hours or off-grid time %s', async (time) => {
      const expert = await newExpert();
      const res = await postGuest(guestBody({ expert_id: expert.id, appointment_date: freshMonday(), appointment_time: time }));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('SLOT_UNAVAILABLE');
    });

    it('refuses a time in the past', async () => {
      const expert = await newExpert({
        hours: Object.fromEntries(
          ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, ['00:00', '23:30']]),
        ),
      });
      const yesterday = addDays(today(), -1);
      const res = await postGuest(guestBody({ expert_id: expert.id, appointment_date: yesterday, appointment_time: '10:00' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(b.slotUnavailable);
    });

    it('refuses an expert of another venue with 404', async () => {
      const owner = await createOwner(t.db);
      const other = await createVenue(t.db, { ownerId: owner.id });
      const otherSub = await createSubService(t.db, { venueId: other.id });
      const foreign = await createExpert(t.db, { venueId: other.id, subServiceIds: [otherSub.id] });
      const res = await postGuest(guestBody({ expert_id: foreign.id, appointment_date: freshMonday() }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'EXPERT_NOT_FOUND', message: b.expertNotFound });
      expect(await t.db.select().from(appointments).where(eq(appointments.expertId, foreign.id))).toEqual([]);
    });

    it('refuses an unknown or inactive expert with 404', async () => {
      const inactive = await newExpert({ isActive: false });
      for (const id of [999_999, inactive.id]) {
        const res = await postGuest(guestBody({ expert_id: id, appointment_date: freshMonday() }));
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(b.expertNotFound);
      }
    });

    it('refuses an inactive sub-service, and one the expert does not offer', async () => {
      const inactive = await createSubService(t.db, { venueId, name: 'Eski Kesim', isActive: false });
      const unassigned = await createSubService(t.db, { venueId, name: 'Çocuk Kesimi' });
      const expert = await newExpert({ subServiceIds: [subId, inactive.id] });
      for (const sub of [inactive.id, unassigned.id]) {
        const res = await postGuest(guestBody({ expert_id: expert.id, sub_service_id: sub, appointment_date: freshMonday() }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          code: 'SUB_SERVICE_UNAVAILABLE',
          message: b.subServiceUnavailable,
          errors: { sub_service_id: b.subServiceUnavailable },
        });
      }
    });

    it('refuses a service the expert does not offer', async () => {
      const boyama = await createSubService(t.db, { venueId, serviceId: SAC_BOYAMA, name: 'Dip Boya' });
      const expert = await newExpert();
      const res = await postGuest(
        guestBody({ expert_id: expert.id, service_id: SAC_BOYAMA, sub_service_id: boyama.id, appointment_date: freshMonday() }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    });

    it('answers 409 SLOT_TAKEN for a slot someone else booked, and for one that overlaps it', async () => {
      const expert = await newExpert();
      const date = freshMonday();
      expect(
        (await postGuest(guestBody({ expert_id: expert.id, appointment_date: date, appointment_time: '14:00' }))).statusCode,
      ).toBe(201);
      for (const time of ['14:00', '13:30', '14:30']) {
        const res = await postGuest(
          guestBody({ expert_id: expert.id, appointment_date: date, appointment_time: time, first_name: 'Zeynep' }),
        );
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          success: false,
          code: 'SLOT_TAKEN',
          message: 'Bu saat artık müsait değil. Lütfen başka bir saat seçin.',
          errors: { appointment_time: b.slotTaken },
        });
      }
      expect(await t.db.select().from(appointments).where(eq(appointments.expertId, expert.id))).toHaveLength(1);
    });

    it('answers 409 for a start that only overlaps an appointment at an off-grid time', async () => {
      const expert = await newExpert();
      const date = freshMonday();
      await createAppointment(t.db, { venueId, expertId: expert.id, startsAt: at(date, '10:10'), durationMinutes: 20 });
      const res = await postGuest(guestBody({ expert_id: expert.id, appointment_date: date, appointment_time: '10:00' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('SLOT_TAKEN');
    });

    it('offers and books a slot again once its appointment is cancelled', async () => {
      const expert = await newExpert();
      const date = freshMonday();
      const first = await postGuest(guestBody({ expert_id: expert.id, appointment_date: date, appointment_time: '15:00' }));
      await t.db
        .update(appointments)
        .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: 'guest' })
        .where(eq(appointments.id, first.json().data.id));
      expect(await slots(expert.id, date)).toContain('15:00');
      expect(
        (await postGuest(guestBody({ expert_id: expert.id, appointment_date: date, appointment_time: '15:00' }))).statusCode,
      ).toBe(201);
    });
  });

  describe('rate limits', () => {
    it('answers 429 after too many bookings from one phone, then from one IP', async () => {
      const limited = await buildTestApp({ limits: { ...LIMITS, appointmentPerPhone: 2, appointmentPerIp: 3 } });
      try {
        const owner = await createOwner(limited.db);
        const v = await createVenue(limited.db, { ownerId: owner.id });
        const s = await createSubService(limited.db, { venueId: v.id });
        const e = await createExpert(limited.db, { venueId: v.id, subServiceIds: [s.id] });
        const date = freshMonday();
        const body = (time: string, phone: string) =>
          guestBody({
            venue_id: v.id,
            sub_service_id: s.id,
            expert_id: e.id,
            appointment_date: date,
            appointment_time: time,
            phone,
          });
        const post = (payload: unknown, ip: string) =>
          limited.app.inject({ method: 'POST', url: '/appointments/public', payload: payload as object, remoteAddress: ip });
        expect((await post(body('09:00', '+905550000001'), '10.0.0.1')).statusCode).toBe(201);
        expect((await post(body('10:00', '+905550000001'), '10.0.0.2')).statusCode).toBe(201);
        const byPhone = await post(body('11:00', '+905550000001'), '10.0.0.3');
        expect(byPhone.statusCode).toBe(429);
        expect(byPhone.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: b.rateLimited });
        for (const [i, time] of ['12:00', '13:00'].entries()) {
          expect((await post(body(time, `+90555000001${i}`), '10.0.0.9')).statusCode).toBe(201);
        }
        expect((await post(body('14:00', '+905550000020'), '10.0.0.9')).statusCode).toBe(201);
        const byIp = await post(body('15:00', '+905550000030'), '10.0.0.9');
        expect(byIp.statusCode).toBe(429);
        expect(byIp.json().message).toBe(b.rateLimited);
      } finally {
        await limited.close();
      }
    });
  });
});

describe('POST /api/user/appointments', () => {
  let ayse: Session;
  beforeAll(async () => {
    ayse = await registerUser(t.app, { first_name: 'Ayşe', last_name: 'Demir', phone: '05329876543' });
  });

  const userBody = (over: Record<string, unknown> = {}) => {
    const { first_name: _f, last_name: _l, email: _e, phone: _p, ...rest } = guestBody(over);
    return rest;
  };

  it('books for the signed-in user and copies the account’s name, e-mail and phone', async () => {
    const expert = await newExpert();
    const date = freshMonday();
    const res = await postUser(
      ayse,
      userBody({ expert_id: expert.id, appointment_date: date, appointment_time: '16:00', notes: 'İlk ziyaret' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'pending',
      appointment_date: date,
      appointment_time: '16:00',
      notes: 'İlk ziyaret',
    });
    const row = await rowOf(res.json().data.id);
    expect(row).toMatchObject({
      userId: ayse.user.id,
      customerFirstName: 'Ayşe',
      customerLastName: 'Demir',
      customerEmail: ayse.user.email,
      customerPhone: '05329876543',
    });
    expect(await historyOf(row.id)).toMatchObject([
      { fromStatus: null, toStatus: 'pending', changedBy: 'user', changedByUserId: ayse.user.id },
    ]);
  });

  it('ignores contact details in the body', async () => {
    const expert = await newExpert();
    const res = await postUser(ayse, {
      ...userBody({ expert_id: expert.id, appointment_date: freshMonday() }),
      first_name: '',
      phone: 'x',
      email: 'x',
    });
    expect(res.statusCode).toBe(201);
    expect((await rowOf(res.json().data.id)).customerFirstName).toBe('Ayşe');
  });

  it('answers 401 without a session and 403 for an owner', async () => {
    const body = userBody({ expert_id: 1, appointment_date: freshMonday() });
    const anonymous = await postUser(null, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(messages.common.unauthorized);
    const owner = await registerOwner(t.app);
    const res = await postUser(owner, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.common.forbidden);
  });

  it.each([
    ['expert_id', null, b.expertAndTime],
    ['appointment_time', undefined, b.expertAndTime],
    ['sub_service_id', null, b.subServiceRequired],
    ['expert_id', 'uzman', b.expertRequired],
    ['sub_service_id', 'alt', b.subServiceInvalid],
    ['service_id', null, b.serviceRequired],
    ['appointment_date', '2025-1-1', b.dateInvalid],
    ['appointment_time', '12.00', b.timeInvalid],
    ['notes', 'n'.repeat(501), b.notesTooLong],
  ])('rejects %s = %j with 400 and "%s"', async (field, value, message) => {
    const expert = await newExpert();
    const res = await postUser(ayse, userBody({ expert_id: expert.id, appointment_date: freshMonday(), [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: message } });
  });

  it('checks the body after the session and before any other database read', async () => {
    let res: Awaited<ReturnType<typeof postUser>> | undefined;
    const count = await countQueries(t.db, async () => {
      res = await postUser(ayse, userBody({ expert_id: 'uzman', appointment_date: freshMonday() }));
    });
    expect(res!.json().message).toBe(b.expertRequired);
    expect(count).toBe(1); // the session lookup
  });

  it('answers 409 SLOT_TAKEN when a guest has the slot already', async () => {
    const expert = await newExpert();
    const date = freshMonday();
    expect(
      (await postGuest(guestBody({ expert_id: expert.id, appointment_date: date, appointment_time: '09:00' }))).statusCode,
    ).toBe(201);
    const res = await postUser(ayse, userBody({ expert_id: expert.id, appointment_date: date, appointment_time: '09:00' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_TAKEN', message: b.slotTaken });
  });

  it('refuses a Sunday, and an expert of another venue', async () => {
    const expert = await newExpert();
    const sunday = await postUser(ayse, userBody({ expert_id: expert.id, appointment_date: nextWeekday(7) }));
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().code).toBe('SLOT_UNAVAILABLE');
    const owner = await createOwner(t.db);
    const other = await createVenue(t.db, { ownerId: owner.id });
    const foreign = await createExpert(t.db, { venueId: other.id });
    const res = await postUser(ayse, userBody({ expert_id: foreign.id, appointment_date: freshMonday() }));
    expect(res.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the booking bodies with their fields and types', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = (path: string) => doc.paths[path].post.requestBody.content['application/json'].schema;
    const guest = body('/api/appointments/public');
    expect(Object.keys(guest.properties)).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'expert_id',
      'venue_id',
      'service_id',
      'sub_service_id',
      'appointment_date',
      'appointment_time',
      'notes',
    ]);
    expect(guest.properties.first_name).toMatchObject({ type: 'string', maxLength: 50 });
    expect(guest.properties.appointment_time).toMatchObject({ type: 'string', pattern: expect.any(String) });
    expect(JSON.stringify(guest.properties.expert_id)).toContain('"integer"');
    const user = body('/api/user/appointments');
    expect(Object.keys(user.properties)).not.toContain('first_name');
    expect(Object.keys(user.properties)).toContain('sub_service_id');
  });
});
