import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { createRateLimiter } from '../../lib/rate-limiter';
import { enqueueMessages } from '../notifications/notifications.service';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerUser } from '../../../test/auth-helpers';
import { createEmailVerificationService } from './email-verification.service';

const m = messages.emailVerification;
const MINUTE = 60_000;

let t: TestApp;
let clockMs = Date.now();
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The service with limiters on a clock the test moves (the app's count real time). */
const clocked = (limits: { perUser: number; perAddress: number }) =>
  createEmailVerificationService({
    db: t.db,
    notifier: { enqueue: enqueueMessages, kick: () => {} },
    now: () => new Date(clockMs),
    rateLimits: (_name, windowMs) => createRateLimiter(windowMs, () => clockMs),
    ...limits,
  });

async function lastCode(email: string): Promise<string> {
  const [row] = await t.db
    .select({ text: outboxMessages.text })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, 'email_verification_code')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row!.text.match(/\b(\d{6})\b/)![1]!;
}

/** A 429 refusal with its code and Turkish text. */
const tooMany = (code: string, message: string) => ({ statusCode: 429, code, message });

describe('e-mail verification limits', () => {
  it('one code a minute, then at most perUser an hour for the account (429 with the Turkish text)', async () => {
    const service = clocked({ perUser: 2, perAddress: 100 });
    const s = await registerUser(t.app);
    await service.send(s.user.id);
    await expect(service.send(s.user.id)).rejects.toMatchObject(tooMany('RESEND_TOO_SOON', m.resendTooSoon));
    clockMs += MINUTE;
    await service.send(s.user.id);
    clockMs += MINUTE;
    await expect(service.send(s.user.id)).rejects.toMatchObject(tooMany('EMAIL_VERIFICATION_USER_LIMIT', m.userLimit));
    clockMs += 60 * MINUTE;
    await expect(service.send(s.user.id)).resolves.toMatchObject({ message: m.codeSent });
  });

  it('at most perAddress codes an hour to one address (429 with the Turkish text)', async () => {
    const service = clocked({ perUser: 100, perAddress: 1 });
    const s = await registerUser(t.app);
    await service.send(s.user.id);
    clockMs += MINUTE;
    await expect(service.send(s.user.id)).rejects.toMatchObject(tooMany('EMAIL_VERIFICATION_ADDRESS_LIMIT', m.addressLimit));
  });

  it('a new code replaces the old one: the old is refused, the new verifies', async () => {
    const service = clocked({ perUser: 100, perAddress: 100 });
    const s = await registerUser(t.app);
    await service.send(s.user.id);
    const old = await lastCode(s.user.email);
    clockMs += MINUTE;
    await service.send(s.user.id);
    const fresh = await lastCode(s.user.email);
    const codes = await queryRows<{ consumed: boolean }>(
      t.db,
      sql`select consumed_at is not null as consumed from email_verification_codes where user_id = ${s.user.id} order by id`,
    );
    expect(codes).toEqual([{ consumed: true }, { consumed: false }]);
    // One draw in a million repeats the old code; then it is the new one.
    if (old !== fresh)
      await expect(service.confirm(s.user.id, old)).rejects.toMatchObject({
        statusCode: 400,
        code: 'EMAIL_CODE_WRONG',
        message: m.codeWrong,
      });
    await expect(service.confirm(s.user.id, fresh)).resolves.toEqual({ email_verified: true, claimed: 0 });
  });
});
