import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { type TestApp } from '../../../test/build-test-app';
import { countQueries } from '../../../test/count-queries';
import { SAC_BOYAMA, SAC_KESIMI } from '../../../test/factories';
import { postRawJson } from '../../../test/requests';
import { useBookingSuite } from './appointments.test-suite';

const b = messages.appointments;

const { s, freshMonday, newExpert, guestBody, postGuest } = useBookingSuite();
let t: TestApp, venueId: number;
beforeAll(() => ({ t, venueId } = s));

/** POST /appointments/public: the body's checks, and the OpenAPI entries of both booking bodies. */
describe('POST /appointments/public', () => {
  describe('validation, in the documented order', () => {
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
      ['phone', '+90 1234567890', b.phoneInvalid],
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
    // OpenAPI 3.1 (decision 055): a string of at most 50 characters, or null.
    expect(guest.properties.first_name.anyOf).toContainEqual({ type: 'string', maxLength: 50 });
    expect(guest.properties.appointment_time.anyOf).toContainEqual(
      expect.objectContaining({ type: 'string', pattern: expect.any(String) }),
    );
    expect(JSON.stringify(guest.properties.expert_id)).toContain('"integer"');
    const user = body('/api/user/appointments');
    expect(Object.keys(user.properties)).not.toContain('first_name');
    expect(Object.keys(user.properties)).toContain('sub_service_id');
  });
});
