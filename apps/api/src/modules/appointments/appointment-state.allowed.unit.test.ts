import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APPOINTMENT_ACTIONS, APPOINTMENT_STATUSES, messages, NO_SHOW_CORRECTION_DAYS } from '@randevu/contracts';
import {
  allowedActions,
  initialStatus,
  systemSweeps,
  transition,
  TRANSITIONS,
  type AppointmentState,
  type Transition,
} from './appointment-state';
import { at, startsAt, TIMES } from '../../../test/appointment-times';

/** Decision 059: `allowedActions` is `transition` asked for every action; the rules it reads at their edges. */
const HOUR = 3_600_000;
const DAY = 86_400_000;

describe('allowedActions', () => {
  it('is exactly the actions transition allows, in APPOINTMENT_ACTIONS order, for the owner and the customer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...APPOINTMENT_STATUSES),
        fc.constantFrom(...Object.values(TIMES)),
        fc.constantFrom('owner', 'user') as fc.Arbitrary<'owner' | 'user'>,
        fc.record({ cancellationNoticeHours: fc.constantFrom(0, 2, 48), autoConfirm: fc.boolean() }),
        fc.boolean(),
        fc.constantFrom('owner', 'system', null) as fc.Arbitrary<'owner' | 'system' | null>,
        (status, now, actor, rules, reviewed, completedBy) => {
          const a: AppointmentState = { ...at(status), reviewed, completedBy };
          const want = APPOINTMENT_ACTIONS.filter((action) => transition(a, action, actor, now, rules).ok);
          expect(allowedActions(a, actor, now, rules)).toEqual(want);
        },
      ),
    );
  });

  it('names the owner’s and the customer’s actions on an appointment ahead, started and long past', () => {
    expect(allowedActions(at('pending'), 'owner', TIMES.before)).toEqual(['confirm', 'cancel', 'move']);
    expect(allowedActions(at('confirmed'), 'owner', TIMES.before)).toEqual(['cancel', 'move']);
    expect(allowedActions(at('confirmed'), 'owner', TIMES.during)).toEqual(['complete', 'mark_no_show']);
    expect(allowedActions(at('completed'), 'owner', TIMES.after)).toEqual(['mark_no_show']);
    expect(allowedActions(at('completed'), 'owner', TIMES.late)).toEqual([]);
    expect(allowedActions(at('confirmed'), 'user', TIMES.before)).toEqual(['cancel', 'reschedule']);
    expect(allowedActions(at('confirmed'), 'user', TIMES.during)).toEqual([]);
  });
});

describe('the rules at their edges', () => {
  it('a reviewed visit the owner completed is no longer correctable; one the job completed still is (decision 053)', () => {
    const now = new Date(startsAt.getTime() + DAY);
    const correct = (completedBy: 'owner' | 'system' | null) =>
      transition({ ...at('completed'), reviewed: true, completedBy }, 'mark_no_show', 'owner', now);
    expect(correct('system').ok).toBe(true);
    expect(correct('owner').ok).toBe(false);
    expect(correct(null).ok).toBe(false);
    // A confirmed visit is "job-completed" only once completed: a review of it (never possible) changes nothing.
    expect(transition({ ...at('confirmed'), reviewed: true, completedBy: 'system' }, 'mark_no_show', 'owner', now).ok).toBe(true);
    const closes = startsAt.getTime() + NO_SHOW_CORRECTION_DAYS * DAY;
    const late = transition({ ...at('completed'), completedBy: 'system' }, 'mark_no_show', 'owner', new Date(closes));
    expect(late.ok ? late.to : late.error.code).toBe('CORRECTION_CLOSED');
  });

  it('the venue’s notice binds up to and including its last instant; 0 hours binds nothing', () => {
    const rules = { cancellationNoticeHours: 2 };
    const deadline = startsAt.getTime() - 2 * HOUR;
    expect(transition(at('confirmed'), 'cancel', 'user', new Date(deadline), rules).ok).toBe(true);
    const after = transition(at('confirmed'), 'cancel', 'user', new Date(deadline + 1), rules);
    expect(after.ok ? after.to : after.error.code).toBe('CANCELLATION_DEADLINE');
    expect(
      transition(at('confirmed'), 'cancel', 'user', new Date(startsAt.getTime() - 1), { cancellationNoticeHours: 0 }).ok,
    ).toBe(true);
    // The owner is never bound by it.
    expect(transition(at('confirmed'), 'cancel', 'owner', new Date(deadline + 1), rules).ok).toBe(true);
  });

  it('a request expires at its expires_at exactly, not a moment before', () => {
    const expiresAt = new Date(startsAt.getTime() - 3 * HOUR);
    const expire = (now: number) => transition({ ...at('pending'), expiresAt }, 'expire', 'system', new Date(now));
    expect(expire(expiresAt.getTime() - 1).ok).toBe(false);
    expect(expire(expiresAt.getTime()).ok).toBe(true);
    expect(expire(expiresAt.getTime() + 1).ok).toBe(true);
  });

  it('instant booking confirms a reschedule, and a move keeps the status whatever the venue', () => {
    const r = transition(at('pending'), 'reschedule', 'user', TIMES.before, { autoConfirm: true });
    expect(r.ok && r.to).toBe('confirmed');
    const plain = transition(at('pending'), 'reschedule', 'user', TIMES.before, { autoConfirm: false });
    expect(plain.ok && plain.to).toBe('pending');
    const move = transition(at('confirmed'), 'move', 'owner', TIMES.before, { autoConfirm: true });
    expect(move.ok && move.to).toBe('confirmed');
  });

  it('the sweeps are the system’s two rules, each from one status', () => {
    expect(systemSweeps()).toEqual([
      { action: 'complete', from: 'confirmed', to: 'completed', timing: 'after_end' },
      { action: 'expire', from: 'pending', to: 'expired', timing: 'after_expiry' },
    ]);
  });

  it('refuses a table whose system rule is not a sweep: missing, from two statuses, keeping the status, or before the start', () => {
    const broken = (expire: Partial<Transition> | null) => ({
      ...TRANSITIONS,
      expire: expire === null ? {} : { system: { ...TRANSITIONS.expire.system!, ...expire } },
    });
    expect(() => systemSweeps(broken(null))).toThrow('expire: not a sweep');
    expect(() => systemSweeps(broken({ from: ['pending', 'confirmed'] }))).toThrow('expire: not a sweep');
    expect(() => systemSweeps(broken({ to: 'same' }))).toThrow('expire: not a sweep');
    expect(() => systemSweeps(broken({ timing: 'before_start' }))).toThrow('expire: not a sweep');
    expect(systemSweeps(broken({}))).toEqual(systemSweeps());
  });
});

describe('what a new booking is, and the words of a refused move', () => {
  it('a customer’s booking is a request, or confirmed at once with instant booking (decision 036)', () => {
    expect(initialStatus()).toBe('pending');
    expect(initialStatus({ autoConfirm: false })).toBe('pending');
    expect(initialStatus({ autoConfirm: true })).toBe('confirmed');
  });

  it('the owner’s move of a started appointment says so in the calendar’s words; a cancel in the list’s', () => {
    const move = transition(at('confirmed'), 'move', 'owner', TIMES.during);
    expect(move).toEqual({ ok: false, error: { code: 'ALREADY_STARTED', message: messages.ownerCalendar.moveStarted } });
    const cancel = transition(at('confirmed'), 'cancel', 'owner', TIMES.during);
    expect(cancel).toEqual({
      ok: false,
      error: { code: 'ALREADY_STARTED', message: messages.ownerAppointments.alreadyStarted },
    });
    expect(messages.ownerCalendar.moveStarted).not.toBe(messages.ownerAppointments.alreadyStarted);
  });
});
