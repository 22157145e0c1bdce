import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { messages, type MyAppointment } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, uniqueEmail, type Session } from '../../../test/auth-helpers';
import { createAppointment, createExpert } from '../../../test/factories';
import { appointmentRow, seedBookableVenue, venueTime } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { claimGuestAppointments } from './email-verification.service';

const m = messages.emailVerification;
const SEND = '/api/user/email-verification';
const CONFIRM = '/api/user/email-verification/confirm';

let t: TestApp;
let venueId: number;
let clockMs = Date.now();
let day = 1;

beforeAll(async () => {
  // The app's clock: a test moves it past a code's 15 minutes.
  t = await buildTestApp({}, undefined, () => new Date(clockMs));
  ({ venueId } = await seedBookableVenue(t.db));
});
afterAll(() => t.close());

/** An appointment booked with `email` (a guest's unless `userId`), with its own expert so none overlap. */
async function bookedWith(email: string, userId: number | null = null) {
  const expert = await createExpert(t.db, { venueId });
  return createAppointment(t.db, {
    venueId,
    expertId: expert.id,
    startsAt: venueTime(day++, '10:00'),
    customerEmail: email,
    userId,
  });
}

async function lastCode(email: string): Promise<string> {
  const [row] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, 'email_verification_code')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = row?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code for ${email}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const send = (s: Session | null) => injectAs(t.app, 'POST', SEND, s);
const confirm = (s: Session | null, code: unknown) => injectAs(t.app, 'POST', CONFIRM, s, { code });
const refusal = (code: string, message: string) => ({ success: false, code, message, errors: { code: message } });

describe('POST /api/user/email-verification', () => {
  it('without a session answers 401, body or not, and sends nothing', async () => {
    const res = await injectAs(t.app, 'POST', CONFIRM, null, { code: 'not a code' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: messages.common.unauthorized });
    expect((await send(null)).statusCode).toBe(401);
  });

  it("is a user's: an owner account is refused 403", async () => {
    const owner = await registerOwner(t.app);
    expect((await send(owner)).json()).toMatchObject({ success: false, message: messages.common.forbidden });
  });

  it('e-mails a 6-digit code valid 15 minutes, stored hashed; at once again is 429', async () => {
    const s = await registerUser(t.app);
    const res = await send(s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { message: m.codeSent, email: s.user.email, resend_after_seconds: 60 } });
    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, s.user.email));
    expect(mail).toMatchObject({ channel: 'email', kind: 'email_verification_code', subject: m.emailSubject });
    expect(mail!.text).toContain(m.emailIntro);
    const code = await lastCode(s.user.email);
    const [stored] = await queryRows<{ code_hash: string; expires_at: Date; created_at: Date }>(
      t.db,
      sql`select code_hash, expires_at, created_at from email_verification_codes where user_id = ${s.user.id}`,
    );
    expect(stored!.code_hash).not.toContain(code);
    expect(new Date(stored!.expires_at).getTime() - new Date(stored!.created_at).getTime()).toBe(15 * 60_000);

    const again = await send(s);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ success: false, code: 'RESEND_TOO_SOON', message: m.resendTooSoon });
  });
});

describe('POST /api/user/email-verification/confirm', () => {
  it('refuses a malformed code 400 with the Turkish text, before any code is looked up', async () => {
    const s = await registerUser(t.app);
    const res = await confirm(s, '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: m.codeFormat, errors: { code: m.codeFormat } });
    expect((await confirm(s, '')).json()).toMatchObject({ message: m.codeRequired });
  });

  it('without a code sent answers 400 "no valid code"', async () => {
    const s = await registerUser(t.app);
    expect((await confirm(s, '123456')).json()).toEqual(refusal('EMAIL_CODE_MISSING', m.codeMissing));
  });

  it('a wrong code is 400; the fifth wrong try kills the code, the right one then too', async () => {
    const s = await registerUser(t.app);
    await send(s);
    const code = await lastCode(s.user.email);
    for (let i = 1; i <= 4; i++) {
      const res = await confirm(s, otherCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal('EMAIL_CODE_WRONG', m.codeWrong));
    }
    const fifth = await confirm(s, otherCode(code));
    expect(fifth.json()).toEqual(refusal('EMAIL_CODE_TOO_MANY_ATTEMPTS', m.codeTooManyAttempts));
    const right = await confirm(s, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(refusal('EMAIL_CODE_TOO_MANY_ATTEMPTS', m.codeTooManyAttempts));
  });

  it('an expired code is 400 "expired"', async () => {
    const s = await registerUser(t.app);
    await send(s);
    const code = await lastCode(s.user.email);
    clockMs += 15 * 60_000;
    const res = await confirm(s, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('EMAIL_CODE_EXPIRED', m.codeExpired));
  });

  it('a code sent to an address the account no longer has proves nothing', async () => {
    const s = await registerUser(t.app);
    await send(s);
    const code = await lastCode(s.user.email);
    await t.db.execute(sql`update users set email = ${uniqueEmail('yeni')} where id = ${s.user.id}`);
    expect((await confirm(s, code)).json()).toEqual(refusal('EMAIL_CODE_MISSING', m.codeMissing));
  });

  it("claims the guest appointments of the account's address only, in any case, and the list shows them", async () => {
    const email = uniqueEmail('misafir');
    const s = await registerUser(t.app, { email });
    const stranger = await registerUser(t.app);
    const mine = await bookedWith(email.toUpperCase());
    const otherAddress = await bookedWith(uniqueEmail('baska'));
    const anothersAccount = await bookedWith(email, stranger.user.id);
    await send(s);

    const res = await confirm(s, await lastCode(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { email_verified: true, claimed: 1 } });
    expect((await appointmentRow(t.db, mine.id)).userId).toBe(s.user.id);
    expect((await appointmentRow(t.db, otherAddress.id)).userId).toBeNull();
    expect((await appointmentRow(t.db, anothersAccount.id)).userId).toBe(stranger.user.id);

    const list = await injectAs(t.app, 'GET', '/api/user/appointments', s);
    expect((list.json().data as MyAppointment[]).map((a) => a.id)).toEqual([mine.id]);
    const profile = await injectAs(t.app, 'GET', '/api/user/profile', s);
    expect(profile.json().data).toMatchObject({ email, email_verified: true });
  });

  it('once verified: a second claim takes nothing, both routes answer 409, later guest bookings join the list', async () => {
    const email = uniqueEmail('sonra');
    const s = await registerUser(t.app, { email });
    await bookedWith(email);
    await send(s);
    expect((await confirm(s, await lastCode(email))).json().data).toEqual({ email_verified: true, claimed: 1 });
    expect(await claimGuestAppointments(t.db, s.user.id, email)).toBe(0);

    const again = await send(s);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'EMAIL_ALREADY_VERIFIED', message: m.alreadyVerified });
    expect((await confirm(s, '123456')).json()).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED', message: m.alreadyVerified });

    const later = await bookedWith(email.toUpperCase());
    const list = await injectAs(t.app, 'GET', '/api/user/appointments', s);
    expect((list.json().data as MyAppointment[]).map((a) => a.id)).toContain(later.id);
    expect((list.json().data as MyAppointment[]).length).toBe(2);
  });

  it("an unverified account's list does not take guest appointments of its address", async () => {
    const email = uniqueEmail('dogrulanmamis');
    const s = await registerUser(t.app, { email });
    const guest = await bookedWith(email);
    const list = await injectAs(t.app, 'GET', '/api/user/appointments', s);
    expect(list.json().data).toEqual([]);
    expect((await appointmentRow(t.db, guest.id)).userId).toBeNull();
  });
});
