import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '@randevu/contracts';
import { APPOINTMENT_ACTIONS, APPOINTMENT_ACTORS, transition } from './appointment-state';
import { at, startsAt, TIMES } from '../../../test/appointment-times';

/** Decision 036: requests that expire, instant booking. The full table is appointment-state.unit.test.ts. */
const HOUR = 3_600_000;

describe('transition: requests that expire and instant booking', () => {
  it('a request expires at its expires_at or at its start, whichever comes first (decision 036)', () => {
    const expiresAt = new Date(startsAt.getTime() - 3 * HOUR);
    const expire = (now: Date, e: Date | null) => {
      const r = transition({ ...at('pending'), expiresAt: e }, 'expire', 'system', now);
      return r.ok ? r.to : r.error.code;
    };
    expect(expire(new Date(expiresAt.getTime() - 1), expiresAt)).toBe('NOT_STARTED');
    expect(expire(expiresAt, expiresAt)).toBe('expired');
    expect(expire(new Date(startsAt.getTime() - 1), null)).toBe('NOT_STARTED');
    expect(expire(startsAt, null)).toBe('expired');
    // An expiry after the start (never stored so, but the machine does not rely on it) still expires at the start.
    expect(expire(startsAt, new Date(startsAt.getTime() + HOUR))).toBe('expired');
  });

  it('instant booking confirms the customer’s reschedule, and changes no other move', () => {
    const instant = { autoConfirm: true };
    for (const status of ['pending', 'confirmed'] as const) {
      const r = transition(at(status), 'reschedule', 'user', TIMES.before, instant);
      expect(r.ok && r.to).toBe('confirmed');
    }
    for (const action of APPOINTMENT_ACTIONS.filter((a) => a !== 'reschedule'))
      for (const actor of APPOINTMENT_ACTORS)
        for (const status of APPOINTMENT_STATUSES)
          for (const now of Object.values(TIMES))
            expect(transition(at(status), action, actor, now, instant)).toEqual(transition(at(status), action, actor, now));
  });
});
