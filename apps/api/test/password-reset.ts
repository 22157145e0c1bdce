import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { outboxMessages } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { createPasswordResetService } from '../src/modules/auth/password-reset.service';
import { enqueueMessages } from '../src/modules/notifications/notifications.service';
import { useTestApp } from './build-test-app';

/** The password-reset service on `db` with a clock the test moves: no per-IP limit to speak of, no minimum answer time. */
export const clockedResetService = (db: Db, now: () => Date) =>
  createPasswordResetService({
    db,
    notifier: { enqueue: enqueueMessages },
    hashPassword: (p) => hashPassword(p, 10),
    perIp: 100_000,
    minForgotMs: 0,
    now,
  });

/** The new password the reset suites set. */
export const NEW_PASSWORD = 'Yeni.Sifre456';
/** A six-digit code other than `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * A password-reset suite's app (built before its tests, closed after them; `s.t` is there once they run)
 * and the calls its tests make. Each call comes from its own address under `ipPrefix` (a file's own)
 * unless a test names one.
 */
export function usePasswordResetSuite(ipPrefix: string, passwordResetMinResponseMs = 0) {
  const s = useTestApp({ passwordResetMinResponseMs, limits: { passwordResetPerIp: 100_000, loginPerIp: 100_000 } });
  let ipCounter = 0;
  const freshIp = () => `${ipPrefix}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  return {
    s,
    freshIp,
    post: (url: string, payload: unknown, remoteAddress = freshIp()) =>
      s.t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress }),
    /** The code of the last reset e-mail to `email`. */
    lastCodeFor: async (email: string): Promise<string> => {
      const [row] = await s.t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, 'password_reset_code')))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      const code = row?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no reset code for ${email}`);
      return code;
    },
  };
}
