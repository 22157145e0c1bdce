import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { registerUser, uniqueEmail } from '../../../test/auth-helpers';
import { clockedResetService, otherCode, usePasswordResetSuite } from '../../../test/password-reset';

const t = messages.auth.passwordReset;
const { s: suite, post, lastCodeFor } = usePasswordResetSuite('10.77');
const answer = (res: { statusCode: number; body: string }) => `${res.statusCode} ${res.body}`;
const wrongAnswer = `400 ${JSON.stringify({ success: false, code: 'RESET_CODE_WRONG', message: t.codeWrong, errors: { code: t.codeWrong } })}`;
const spentAnswer = `400 ${JSON.stringify({
  success: false,
  code: 'RESET_CODE_TOO_MANY_ATTEMPTS',
  message: t.codeTooManyAttempts,
  errors: { code: t.codeTooManyAttempts },
})}`;

describe('reset verify does not tell accounts apart', () => {
  it('answers an address with an account and one without with the same sequence: 4 wrong, then too many', async () => {
    const s = await registerUser(suite.t.app);
    const stranger = uniqueEmail('yok');
    for (const email of [s.user.email, stranger]) expect((await post('/api/password/forgot', { email })).statusCode).toBe(200);
    const wrong = otherCode(await lastCodeFor(s.user.email));
    const sequence = async (email: string) => {
      const answers: string[] = [];
      for (let i = 0; i < 7; i++) answers.push(answer(await post('/api/password/verify', { email, code: wrong })));
      return answers;
    };
    const account = await sequence(s.user.email);
    const none = await sequence(stranger);
    expect(none).toEqual(account);
    expect(account).toEqual([...Array(4).fill(wrongAnswer), ...Array(3).fill(spentAnswer)]);
  });

  it('answers a used code as a wrong one', async () => {
    const s = await registerUser(suite.t.app);
    await post('/api/password/forgot', { email: s.user.email });
    const code = await lastCodeFor(s.user.email);
    expect((await post('/api/password/verify', { email: s.user.email, code })).statusCode).toBe(200);
    expect(answer(await post('/api/password/verify', { email: s.user.email, code }))).toBe(wrongAnswer);
  });

  it('answers a lapsed code as a wrong one', async () => {
    let clock = Date.parse('2026-12-01T09:00:00Z');
    const svc = clockedResetService(suite.t.db, () => new Date(clock));
    const s = await registerUser(suite.t.app);
    await svc.forgot(s.user.email, '1.1.1.1');
    const code = await lastCodeFor(s.user.email);
    clock += 15 * 60_000;
    await expect(svc.verify(s.user.email, code, '1.1.1.1')).rejects.toMatchObject({
      statusCode: 400,
      code: 'RESET_CODE_WRONG',
      message: t.codeWrong,
    });
  });

  it('spends at most 5 tries on 20 parallel guesses, for an address with an account and one without', async () => {
    const s = await registerUser(suite.t.app);
    const stranger = uniqueEmail('yok');
    for (const email of [s.user.email, stranger]) await post('/api/password/forgot', { email });
    const wrong = otherCode(await lastCodeFor(s.user.email));
    const tally = async (email: string) => {
      const results = await Promise.all(Array.from({ length: 20 }, () => post('/api/password/verify', { email, code: wrong })));
      const codes = results.map((r) => r.json().code as string);
      return {
        wrong: codes.filter((c) => c === 'RESET_CODE_WRONG').length,
        spent: codes.filter((c) => c === 'RESET_CODE_TOO_MANY_ATTEMPTS').length,
      };
    };
    const account = await tally(s.user.email);
    expect(await tally(stranger)).toEqual(account);
    expect(account).toEqual({ wrong: 4, spent: 16 });
    const [row] = await queryRows<{ attempts: number }>(
      suite.t.db,
      sql`select attempts from password_reset_codes where user_id = ${s.user.id}`,
    );
    expect(row!.attempts).toBeLessThanOrEqual(5);
  });
});

describe('a stranger cannot hold up someone else’s reset', () => {
  it("a stranger's requests spend the stranger's allowance, not the owner's", async () => {
    let clock = Date.parse('2026-12-01T09:00:00Z');
    const svc = clockedResetService(suite.t.db, () => new Date(clock));
    const s = await registerUser(suite.t.app);
    for (let i = 0; i < 5; i++) {
      await svc.forgot(s.user.email, '203.0.113.9');
      clock += 61_000;
    }
    await expect(svc.forgot(s.user.email, '203.0.113.9')).rejects.toMatchObject({ code: 'RESEND_HOURLY_LIMIT' });
    // The owner, from their own address, still gets a code, and it works.
    await expect(svc.forgot(s.user.email, '198.51.100.7')).resolves.toMatchObject({ message: t.codeSent });
    await expect(svc.verify(s.user.email, await lastCodeFor(s.user.email), '198.51.100.7')).resolves.toHaveProperty(
      'reset_token',
    );
  });

  it('caps codes to one address at 10 an hour across strangers; an address that signed in before is not capped', async () => {
    const s = await registerUser(suite.t.app, {}); // registered from 127.0.0.1
    const unknown = uniqueEmail('yok');
    for (const email of [s.user.email, unknown]) {
      for (let i = 0; i < 10; i++) expect((await post('/api/password/forgot', { email })).statusCode).toBe(200);
      const capped = await post('/api/password/forgot', { email });
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toEqual({ success: false, code: 'RESEND_ADDRESS_LIMIT', message: t.resendAddressLimit });
    }
    expect((await post('/api/password/forgot', { email: s.user.email }, '127.0.0.1')).statusCode).toBe(200);
  });
});
