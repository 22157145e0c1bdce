import type { Db } from '../src/db/client';
import { hashPassword } from '../src/lib/password';
import { createPasswordResetService } from '../src/modules/auth/password-reset.service';
import { enqueueMessages } from '../src/modules/notifications/notifications.service';

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
