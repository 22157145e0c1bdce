import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { guestAppointmentBodySchema } from './appointment-bodies';
import { isAppointmentEmail, validateGuestAppointment } from './appointments';
import { emailField, loginBodySchema, registerBodySchema } from './auth';
import { venueListQuerySchema } from './venues';
import { cancelMyAppointmentBodySchema } from './my-appointments';

const timed = (fn: () => unknown) => {
  const started = performance.now();
  fn();
  return performance.now() - started;
};

describe('e-mail check of the booking sheet (finding 1: quadratic backtracking)', () => {
  // The old pattern /^[^\s@]+@[^\s@]+\.[^\s@]+$/ took 1.2 s on this input (4.7 s on a loaded machine).
  const hostile = 'a@' + '.'.repeat(40_000) + ' ';

  it('rejects the adversarial address in linear time', () => {
    expect(timed(() => expect(isAppointmentEmail(hostile)).toBe(false))).toBeLessThan(50);
    expect(timed(() => validateGuestAppointment({ email: hostile }))).toBeLessThan(50);
  });

  it('keeps the meaning of "something@something.something, no spaces"', () => {
    for (const ok of ['a@b.co', 'ayse.yilmaz@example.com.tr', 'x@y.z', 'a+b@sub.example.org'])
      expect(isAppointmentEmail(ok)).toBe(true);
    for (const bad of [
      'a@b',
      'a@.b',
      '@b.co',
      'a@b.',
      'a@@b.co',
      'a@b@c.co',
      'a b@c.co',
      'a@b .co',
      'a@b.co\u0000',
      'a@b.\tco',
      `${'a'.repeat(250)}@b.co`,
    ]) {
      expect(isAppointmentEmail(bad)).toBe(false);
    }
  });

  it('caps every field of the booking body at the schema level, before the ordered validation runs', () => {
    const huge = 'x'.repeat(1024 * 1024);
    const result = guestAppointmentBodySchema.safeParse({
      first_name: huge,
      email: huge,
      phone: huge,
      notes: huge,
      expert_id: huge,
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({
      first_name: messages.appointments.firstNameInvalid,
      email: messages.appointments.emailInvalid,
      phone: messages.appointments.phoneInvalid,
      notes: messages.appointments.notesTooLong,
      expert_id: messages.appointments.expertRequired,
    });
  });
});

describe('NUL characters (finding 7) are rejected by the shared schemas with a Turkish message', () => {
  const nul = 'a\u0000b';
  const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

  it('in the venue filter, the login e-mail, registration names, cancellation reason and booking notes', () => {
    expect(firstMessage(venueListQuerySchema.safeParse({ q: nul }))).toBe(messages.common.invalidCharacters);
    expect(firstMessage(loginBodySchema.safeParse({ email: nul, password: 'x' }))).toBe(messages.auth.loginInvalid);
    expect(firstMessage(emailField.safeParse(`a${nul}@b.co`))).toBe(messages.auth.emailInvalid);
    expect(
      firstMessage(
        registerBodySchema.safeParse({
          first_name: nul,
          last_name: 'Y',
          email: 'a@b.co',
          phone: '1',
          password: '12345678',
          password_confirmation: '12345678',
        }),
      ),
    ).toBe(messages.common.invalidCharacters);
    expect(firstMessage(cancelMyAppointmentBodySchema.safeParse({ cancellation_reason: nul }))).toBe(
      messages.common.invalidCharacters,
    );
    expect(firstMessage(guestAppointmentBodySchema.safeParse({ notes: nul }))).toBe(messages.common.invalidCharacters);
    const booking = validateGuestAppointment({ notes: nul });
    expect(booking.success === false && booking.errors.notes).toBe(messages.common.invalidCharacters);
  });
});
