import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { type TestApp } from '../../../test/build-test-app';
import { countQueries } from '../../../test/count-queries';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createExpert, createOwner, createSubService, createVenue, SAC_BOYAMA, SAC_KESIMI } from '../../../test/factories';
import { at, nextWeekday } from '../../../test/fixtures';
import { expertServices, subServices } from '../../db/schema';
import { useBookingSuite } from './appointments.test-suite';

const b = messages.appointments;

const { s, freshMonday, newExpert, guestBody, postGuest, postUser, slots, historyOf, rowOf } = useBookingSuite();
let t: TestApp, venueId: number, subId: number;
beforeAll(() => ({ t, venueId, subId } = s));

/** Booking a slot: POST /appointments/public (a guest) and POST /api/user/appointments (a signed-in user). */
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
      // The confirmation page's link (decision 072).
      manage_token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
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

  it.each([
    ['+90', '5321234567'],
    ['+1', '4155552671'],
    ['+49', '15112345678'],
    ['+33', '612345678'],
    ['+39', '3123456789'],
    ['+34', '612345678'],
  ])('accepts the dial code %s with a number of its country, stored in E.164', async (code, number) => {
    const expert = await newExpert();
    const res = await postGuest(guestBody({ expert_id: expert.id, appointment_date: freshMonday(), phone: `${code} ${number}` }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await rowOf(res.json().data.id)).customerPhone).toBe(`${code}${number}`);
  });

  // Decision 087: the server accepts every spelling the normaliser accepts (the sheet keeps the spec's 10 digits).
  it.each(['0532 123 45 67', '(0532) 123 45 67', '532-123-45-67', '90 532 123 45 67', '+90 0532 123 45 67'])(
    'accepts the phone %s and stores +905321234567',
    async (phone) => {
      const expert = await newExpert();
      const res = await postGuest(guestBody({ expert_id: expert.id, appointment_date: freshMonday(), phone }));
      expect(res.statusCode, res.body).toBe(201);
      expect((await rowOf(res.json().data.id)).customerPhone).toBe('+905321234567');
    },
  );

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
      customerPhone: '+905329876543',
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
