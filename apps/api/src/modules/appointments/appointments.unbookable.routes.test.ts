import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAppointment, createExpert, createOwner, createSubService, createVenue, SAC_BOYAMA } from '../../../test/factories';
import { at, BOOKING_LIMITS as LIMITS, nextWeekday, today } from '../../../test/fixtures';
import { appointments } from '../../db/schema';
import { addDays } from '../../lib/time';
import { useBookingSuite } from './appointments.test-suite';

const b = messages.appointments;

const { s, freshMonday, newExpert, guestBody, postGuest, slots } = useBookingSuite();
let t: TestApp, venueId: number, subId: number;
beforeAll(() => ({ t, venueId, subId } = s));

/** POST /appointments/public: slots that cannot be booked, and the rate limits. */
describe('POST /appointments/public', () => {
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
