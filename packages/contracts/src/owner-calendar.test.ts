import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  customerLookupQuerySchema,
  moveAppointmentBodySchema,
  ownerBookingBodySchema,
  ownerCalendarQuerySchema,
} from './owner-calendar';

const m = messages.ownerCalendar;
const base = {
  expert_id: 1,
  service_id: 1,
  appointment_date: '2026-12-01',
  appointment_time: '10:00',
  first_name: 'Ali',
  last_name: 'Veli',
};
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('the front desk’s bodies', () => {
  it('takes a phone as people say it at the desk, with or without the trunk 0 or +90', () => {
    for (const phone of ['0532 123 45 67', '5321234567', '+90 532 123 45 67']) {
      expect(ownerBookingBodySchema.parse({ ...base, phone }).phone).toBe('+905321234567');
    }
    expect(firstMessage(ownerBookingBodySchema.safeParse({ ...base, phone: '05321234' }))).toBe(m.phoneInvalid);
  });

  it('makes the e-mail optional and lower-cases it, refuses a bad one, and defaults outside_hours to false', () => {
    const ok = ownerBookingBodySchema.parse({ ...base, phone: '5321234567', email: ' Ayse@Example.com ' });
    expect(ok).toMatchObject({ email: 'ayse@example.com', outside_hours: false, notes: null });
    expect(ownerBookingBodySchema.parse({ ...base, phone: '5321234567', email: '' }).email).toBeNull();
    expect(firstMessage(ownerBookingBodySchema.safeParse({ ...base, phone: '5321234567', email: 'x@' }))).toBe(m.emailInvalid);
    expect(firstMessage(ownerBookingBodySchema.safeParse({ ...base, phone: '5321234567', first_name: '  ' }))).toBe(
      m.firstNameInvalid,
    );
  });

  it('moves need an expert, a real date and an HH:mm time', () => {
    expect(
      moveAppointmentBodySchema.parse({ expert_id: 2, appointment_date: '2026-12-02', appointment_time: '09:30' }),
    ).toMatchObject({
      outside_hours: false,
    });
    expect(
      firstMessage(
        moveAppointmentBodySchema.safeParse({ expert_id: 2, appointment_date: '2026-02-30', appointment_time: '09:30' }),
      ),
    ).toBe(m.dateInvalid);
    expect(
      firstMessage(
        moveAppointmentBodySchema.safeParse({ expert_id: 2, appointment_date: '2026-12-02', appointment_time: '9:30' }),
      ),
    ).toBe(m.timeInvalid);
  });

  it('a calendar range runs forward and covers at most 31 days', () => {
    expect(ownerCalendarQuerySchema.safeParse({ from: '2026-12-01', to: '2026-12-31' }).success).toBe(true);
    expect(firstMessage(ownerCalendarQuerySchema.safeParse({ from: '2026-12-01', to: '2027-01-01' }))).toBe(
      m.rangeTooLong.replace('{days}', '31'),
    );
    expect(firstMessage(ownerCalendarQuerySchema.safeParse({ from: '2026-12-02', to: '2026-12-01' }))).toBe(m.rangeInvalid);
  });
});

describe('the returning-customer lookup', () => {
  it('keeps the digits typed, without spaces and a leading +90 or trunk 0', () => {
    const digits = (phone: string) => customerLookupQuerySchema.parse({ phone }).phone;
    expect(digits('0532 12')).toBe('53212');
    expect(digits('+90 532 123 45 67')).toBe('5321234567');
    expect(digits('532')).toBe('532');
    expect(digits('123456789012345')).toBe('123456789012345');
    // Decision 087: any spelling of the normaliser, matched inside E.164.
    expect(digits('(0532) 123-45')).toBe('53212345');
    expect(digits('0090 532 12')).toBe('53212');
    expect(digits('+44 7911')).toBe('447911');
  });

  it('refuses fewer than 3 or more than 15 digits, and anything but digits', () => {
    for (const phone of ['53', '053', '+9053', '0053', '1234567890123456', '53%', '5_3', '532+1', '532a', ''])
      expect(firstMessage(customerLookupQuerySchema.safeParse({ phone })), phone).toBe(m.lookupPhoneInvalid);
    expect(firstMessage(customerLookupQuerySchema.safeParse({}))).toBe(m.lookupPhoneInvalid);
  });
});
