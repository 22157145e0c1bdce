import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { registerUser, uniqueEmail } from '../../../test/auth-helpers';
import { clockedResetService, NEW_PASSWORD, usePasswordResetSuite } from '../../../test/password-reset';

const t = messages.auth.passwordReset;
const { s: suite, lastCodeFor } = usePasswordResetSuite('10.7');

describe('password reset with a moving clock', () => {
  let clock = new Date('2026-11-25T09:00:00Z').getTime();
  const advance = (ms: number) => {
    clock += ms;
  };
  const service = () => clockedResetService(suite.t.db, () => new Date(clock));
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (e: { statusCode: number; code: string; message: string }) => ({ status: e.statusCode, code: e.code, message: e.message }),
    );

  it('refuses a code after 15 minutes, as a wrong one', async () => {
    const svc = service();
    const s = await registerUser(suite.t.app);
    await svc.forgot(s.user.email, '1.1.1.1');
    const code = await lastCodeFor(s.user.email);
    advance(15 * 60_000);
    expect(await refusal(svc.verify(s.user.email, code, '1.1.1.1'))).toEqual({
      status: 400,
      code: 'RESET_CODE_WRONG',
      message: t.codeWrong,
    });
  });

  it('accepts a code just before 15 minutes, and refuses its token after 15 more', async () => {
    const svc = service();
    const s = await registerUser(suite.t.app);
    await svc.forgot(s.user.email, '1.1.1.1');
    advance(15 * 60_000 - 1000);
    const { reset_token } = await svc.verify(s.user.email, await lastCodeFor(s.user.email), '1.1.1.1');
    advance(15 * 60_000);
    expect(await refusal(svc.reset(reset_token, NEW_PASSWORD, '1.1.1.1'))).toEqual({
      status: 400,
      code: 'RESET_TOKEN_EXPIRED',
      message: t.tokenExpired,
    });
  });

  it('a new code kills the old one; resend at most once a minute and 5 times an hour', async () => {
    const svc = service();
    const s = await registerUser(suite.t.app);
    await svc.forgot(s.user.email, '1.1.1.1');
    const first = await lastCodeFor(s.user.email);
    advance(30_000);
    expect(await refusal(svc.forgot(s.user.email, '1.1.1.1'))).toMatchObject({
      status: 429,
      code: 'RESEND_TOO_SOON',
      message: t.resendTooSoon,
    });
    advance(31_000);
    await svc.forgot(s.user.email, '1.1.1.1');
    const second = await lastCodeFor(s.user.email);
    if (second !== first) {
      expect(await refusal(svc.verify(s.user.email, first, '1.1.1.1'))).toMatchObject({ code: 'RESET_CODE_WRONG' });
    }
    const [row] = await queryRows<{ n: number }>(
      suite.t.db,
      sql`select count(*)::int as n from password_reset_codes where user_id = ${s.user.id} and consumed_at is null`,
    );
    expect(row!.n).toBe(1);

    for (let i = 3; i <= 5; i++) {
      advance(61_000);
      await svc.forgot(s.user.email, '1.1.1.1');
    }
    advance(61_000);
    expect(await refusal(svc.forgot(s.user.email, '1.1.1.1'))).toMatchObject({
      status: 429,
      code: 'RESEND_HOURLY_LIMIT',
      message: t.resendHourlyLimit,
    });
    // The same limits for an address without an account.
    const unknown = uniqueEmail('yok');
    for (let i = 1; i <= 5; i++) {
      await svc.forgot(unknown, '1.1.1.1');
      advance(61_000);
    }
    expect(await refusal(svc.forgot(unknown, '1.1.1.1'))).toMatchObject({ code: 'RESEND_HOURLY_LIMIT' });
    advance(60 * 60_000);
    await expect(svc.forgot(s.user.email, '1.1.1.1')).resolves.toMatchObject({ message: t.codeSent });
  });
});
