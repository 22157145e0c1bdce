import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { DIAL_CODES } from './constants';
import { guestAppointmentBodySchema, resolveAppointmentRequest, userAppointmentBodySchema } from './appointment-bodies';
import { parseAppointmentPhone, validateAppointment, validateGuestAppointment, validateUserAppointment } from './appointments';

const b = messages.appointments;

const valid = {
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '+905321234567',
  expert_id: 3,
  venue_id: 1,
  service_id: 101,
  sub_service_id: 7,
  appointment_date: '2025-03-10',
  appointment_time: '10:00',
  notes: ' ',
};

describe('validateAppointment', () => {
  it('accepts a complete guest booking and normalises it', () => {
    const result = validateGuestAppointment({
      ...valid,
      phone: '+90 532 123 45 67',
      email: ' Ayse@Example.com ',
      expert_id: '3',
    });
    expect(result).toEqual({
      success: true,
      data: { ...valid, email: 'ayse@example.com', phone: '+905321234567', expert_id: 3, notes: null },
    });
  });

  it('runs the spec’s steps in order: contact, expert and time, sub-service, phone, e-mail, then the rest', () => {
    const steps: [Record<string, unknown>, string][] = [
      [{ first_name: '', expert_id: null, sub_service_id: null, phone: '1', email: 'x' }, b.fillAll],
      [{ expert_id: null, sub_service_id: null, phone: '1', email: 'x' }, b.expertAndTime],
      [{ sub_service_id: null, phone: '1', email: 'x' }, b.subServiceRequired],
      [{ phone: '1', email: 'x', first_name: '1' }, b.phoneInvalid],
      [{ email: 'x', first_name: '1' }, b.emailInvalid],
      [{ first_name: '1', last_name: '2' }, b.firstNameInvalid],
      [{ last_name: '2', expert_id: 'x' }, b.lastNameInvalid],
      [{ expert_id: 'x', sub_service_id: 'y' }, b.expertRequired],
      [{ sub_service_id: 'y', venue_id: null }, b.subServiceInvalid],
      [{ venue_id: null, service_id: null }, b.venueRequired],
      [{ service_id: null, appointment_date: 'x' }, b.serviceRequired],
      [{ appointment_date: 'x', appointment_time: '7' }, b.dateInvalid],
      [{ appointment_time: '7', notes: 'n'.repeat(501) }, b.timeInvalid],
      [{ notes: 'n'.repeat(501) }, b.notesTooLong],
    ];
    for (const [over, message] of steps) {
      const result = validateGuestAppointment({ ...valid, ...over });
      expect(result.success, JSON.stringify(over)).toBe(false);
      if (!result.success) expect(result.message, JSON.stringify(over)).toBe(message);
    }
  });

  it('lists every failing field with its own first message', () => {
    const result = validateGuestAppointment({});
    expect(result).toMatchObject({
      success: false,
      message: b.fillAll,
      errors: {
        first_name: b.fillAll,
        last_name: b.fillAll,
        email: b.fillAll,
        phone: b.fillAll,
        expert_id: b.expertAndTime,
        appointment_time: b.expertAndTime,
        sub_service_id: b.subServiceRequired,
        venue_id: b.venueRequired,
        service_id: b.serviceRequired,
        appointment_date: b.dateInvalid,
      },
    });
  });

  it('requires a sub-service only when the service has some', () => {
    expect(validateGuestAppointment({ ...valid, sub_service_id: null }, false).success).toBe(true);
    expect(validateGuestAppointment({ ...valid, sub_service_id: null }, true)).toMatchObject({ message: b.subServiceRequired });
    expect(validateGuestAppointment({ ...valid, sub_service_id: null })).toMatchObject({ message: b.subServiceRequired });
  });

  it('ignores contact details for a signed-in booking', () => {
    const { first_name: _f, last_name: _l, email: _e, phone: _p, ...rest } = valid;
    expect(validateUserAppointment(rest)).toMatchObject({ success: true, data: { first_name: null, phone: null, expert_id: 3 } });
    expect(validateUserAppointment({ ...rest, expert_id: undefined })).toMatchObject({ message: b.expertAndTime });
    expect(validateAppointment({ ...rest, sub_service_id: 'x' }, { mode: 'user' })).toMatchObject({
      message: b.subServiceInvalid,
    });
  });

  it('keeps notes up to 500 characters', () => {
    expect(validateGuestAppointment({ ...valid, notes: 'n'.repeat(500) }).success).toBe(true);
  });
});

describe('parseAppointmentPhone', () => {
  it.each(DIAL_CODES.map((c) => [c]))('splits the dial code %s from ten digits', (code) => {
    expect(parseAppointmentPhone(`${code} 532 123 45 67`)).toEqual({
      kind: 'ok',
      dialCode: code,
      number: '5321234567',
      value: `${code}5321234567`,
    });
  });

  it('tells an empty number, an unknown dial code and a wrong length apart', () => {
    expect(parseAppointmentPhone('')).toEqual({ kind: 'empty' });
    expect(parseAppointmentPhone('+90')).toEqual({ kind: 'empty' });
    expect(parseAppointmentPhone('+445321234567')).toEqual({ kind: 'badDialCode' });
    expect(parseAppointmentPhone('+90532123456')).toEqual({ kind: 'badNumber' });
    expect(parseAppointmentPhone('05321234567')).toEqual({ kind: 'badNumber' });
  });

  it('gives a number without a dial code the default +90', () => {
    expect(parseAppointmentPhone('5321234567')).toMatchObject({ kind: 'ok', value: '+905321234567' });
  });
});

describe('booking body schemas', () => {
  it('hands a valid body to the server as a checked, normalised booking', () => {
    expect(guestAppointmentBodySchema.parse({ ...valid, expert_id: '3' })).toEqual({
      kind: 'checked',
      booking: { ...valid, expert_id: 3, notes: null },
    });
    const { first_name: _f, last_name: _l, email: _e, phone: _p, ...rest } = valid;
    expect(userAppointmentBodySchema.parse(rest)).toMatchObject({ kind: 'checked', booking: { first_name: null, expert_id: 3 } });
  });

  it('rejects with one issue per failing field, the first failure first, as validateAppointment reports them', () => {
    const body = { ...valid, expert_id: null, phone: '1', email: 'x' };
    const result = guestAppointmentBodySchema.safeParse(body);
    const expected = validateGuestAppointment(body);
    expect(result.success).toBe(false);
    expect(expected.success).toBe(false);
    if (result.success || expected.success) return;
    expect(result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual(Object.entries(expected.errors));
    expect(result.error.issues[0]!.message).toBe(expected.message);
  });

  it('leaves the sub-service question to the catalogue only when the body names none', () => {
    const request = guestAppointmentBodySchema.parse({ ...valid, sub_service_id: null, phone: '1' });
    expect(request).toMatchObject({ kind: 'needsCatalogue', venue_id: 1, service_id: 101 });
    if (request.kind !== 'needsCatalogue') return;
    expect(resolveAppointmentRequest(request, true)).toMatchObject({ message: b.subServiceRequired });
    expect(resolveAppointmentRequest(request, false)).toMatchObject({ message: b.phoneInvalid });
    // Without a well-formed venue and service there is nothing to look up: unknown counts as "has some".
    expect(
      guestAppointmentBodySchema.safeParse({ ...valid, sub_service_id: null, venue_id: 'x' }).error?.issues[0]?.message,
    ).toBe(b.subServiceRequired);
  });

  it('caps every string at its field before any pattern runs', () => {
    const result = guestAppointmentBodySchema.safeParse({ ...valid, email: `${'a'.repeat(300)}@x.co`, first_name: '' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['email'], message: b.emailInvalid })]);
  });
});
