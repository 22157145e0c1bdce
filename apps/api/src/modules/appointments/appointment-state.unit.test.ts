import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APPOINTMENT_STATUSES, messages, type AppointmentStatus } from '@randevu/contracts';
import {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_ACTORS,
  systemSweeps,
  TERMINAL_APPOINTMENT_STATUSES,
  timingHolds,
  transition,
  type AppointmentAction,
  type AppointmentActor,
} from './appointment-state';
import { at, endsAt, startsAt, TIMES } from '../../../test/appointment-times';

const DAY = 86_400_000;
/** The expected answer: the status reached (`cancelled:user` with who cancelled) or the refusal's code. */
const outcome = (status: AppointmentStatus, action: AppointmentAction, actor: AppointmentActor, now: Date) => {
  const r = transition(at(status), action, actor, now);
  return r.ok ? (r.cancelledBy ? `${r.to}:${r.cancelledBy}` : r.to) : r.error.code;
};

type Row = [AppointmentAction, AppointmentActor, AppointmentStatus, string, string, string, string];
const AS = 'ALREADY_STARTED';
/** Every allowed (action, actor) × status, at the four moments: before the start, during, after the end, 8 days on. */
const ALLOWED: Row[] = [
  ['confirm', 'owner', 'pending', 'confirmed', AS, AS, AS],
  ['confirm', 'owner', 'confirmed', 'ALREADY_CONFIRMED', 'ALREADY_CONFIRMED', 'ALREADY_CONFIRMED', 'ALREADY_CONFIRMED'],
  ['confirm', 'owner', 'cancelled', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED'],
  ['confirm', 'owner', 'completed', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED'],
  ['confirm', 'owner', 'no_show', AS, AS, AS, AS],
  ['confirm', 'owner', 'expired', AS, AS, AS, AS],
  ['cancel', 'user', 'pending', 'cancelled:user', AS, AS, AS],
  ['cancel', 'user', 'confirmed', 'cancelled:user', AS, AS, AS],
  ['cancel', 'user', 'cancelled', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED'],
  ['cancel', 'user', 'completed', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED'],
  ['cancel', 'user', 'no_show', AS, AS, AS, AS],
  ['cancel', 'user', 'expired', AS, AS, AS, AS],
  ['cancel', 'owner', 'pending', 'cancelled:owner', AS, AS, AS],
  ['cancel', 'owner', 'confirmed', 'cancelled:owner', AS, AS, AS],
  ['cancel', 'owner', 'cancelled', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED'],
  ['cancel', 'owner', 'completed', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED'],
  ['cancel', 'owner', 'no_show', AS, AS, AS, AS],
  ['cancel', 'owner', 'expired', AS, AS, AS, AS],
  ['complete', 'owner', 'pending', 'NOT_CONFIRMED', 'NOT_CONFIRMED', 'NOT_CONFIRMED', 'NOT_CONFIRMED'],
  ['complete', 'owner', 'confirmed', 'NOT_STARTED', 'completed', 'completed', 'completed'],
  ['complete', 'owner', 'cancelled', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED'],
  ['complete', 'owner', 'completed', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED'],
  ['complete', 'owner', 'no_show', 'ALREADY_NO_SHOW', 'ALREADY_NO_SHOW', 'ALREADY_NO_SHOW', 'ALREADY_NO_SHOW'],
  ['complete', 'owner', 'expired', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED'],
  ['complete', 'system', 'pending', 'NOT_CONFIRMED', 'NOT_CONFIRMED', 'NOT_CONFIRMED', 'NOT_CONFIRMED'],
  ['complete', 'system', 'confirmed', 'NOT_ENDED', 'NOT_ENDED', 'completed', 'completed'],
  ['complete', 'system', 'cancelled', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED'],
  ['complete', 'system', 'completed', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED'],
  ['complete', 'system', 'no_show', 'ALREADY_NO_SHOW', 'ALREADY_NO_SHOW', 'ALREADY_NO_SHOW', 'ALREADY_NO_SHOW'],
  ['complete', 'system', 'expired', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED'],
  ['mark_no_show', 'owner', 'pending', 'NOT_CONFIRMED', 'NOT_CONFIRMED', 'NOT_CONFIRMED', 'NOT_CONFIRMED'],
  ['mark_no_show', 'owner', 'confirmed', 'NOT_STARTED', 'no_show', 'no_show', 'no_show'],
  ['mark_no_show', 'owner', 'cancelled', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED'],
  ['mark_no_show', 'owner', 'completed', 'NOT_STARTED', 'no_show', 'no_show', 'CORRECTION_CLOSED'],
  ['mark_no_show', 'owner', 'no_show', 'ALREADY_NO_SHOW', 'ALREADY_NO_SHOW', 'ALREADY_NO_SHOW', 'ALREADY_NO_SHOW'],
  ['mark_no_show', 'owner', 'expired', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED'],
  ['expire', 'system', 'pending', 'NOT_STARTED', 'expired', 'expired', 'expired'],
  ['expire', 'system', 'confirmed', 'ALREADY_CONFIRMED', 'ALREADY_CONFIRMED', 'ALREADY_CONFIRMED', 'ALREADY_CONFIRMED'],
  ['expire', 'system', 'cancelled', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED'],
  ['expire', 'system', 'completed', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED'],
  ['expire', 'system', 'no_show', 'ALREADY_NO_SHOW', 'ALREADY_NO_SHOW', 'ALREADY_NO_SHOW', 'ALREADY_NO_SHOW'],
  ['expire', 'system', 'expired', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED'],
  // Decision 059: the owner's move keeps the status; what a cancel takes, pending or confirmed before the start.
  ['move', 'owner', 'pending', 'pending', AS, AS, AS],
  ['move', 'owner', 'confirmed', 'confirmed', AS, AS, AS],
  ['move', 'owner', 'cancelled', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED'],
  ['move', 'owner', 'completed', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED'],
  ['move', 'owner', 'no_show', AS, AS, AS, AS],
  ['move', 'owner', 'expired', AS, AS, AS, AS],
  // Decision 036: the customer's new time makes a request a request again (instant booking aside); decision 098: a
  // confirmed appointment stays confirmed.
  ['reschedule', 'user', 'pending', 'pending', AS, AS, AS],
  ['reschedule', 'user', 'confirmed', 'confirmed', AS, AS, AS],
  ['reschedule', 'user', 'cancelled', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED'],
  ['reschedule', 'user', 'completed', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED', 'ALREADY_COMPLETED'],
  ['reschedule', 'user', 'no_show', AS, AS, AS, AS],
  ['reschedule', 'user', 'expired', AS, AS, AS, AS],
  // Decision 077: an undo needs the owner's own mark moments ago (appointment-state.undo.unit.test.ts); none here.
  ['undo', 'owner', 'pending', 'NOT_CONFIRMED', 'NOT_CONFIRMED', 'NOT_CONFIRMED', 'NOT_CONFIRMED'],
  ['undo', 'owner', 'confirmed', 'ALREADY_CONFIRMED', 'ALREADY_CONFIRMED', 'ALREADY_CONFIRMED', 'ALREADY_CONFIRMED'],
  ['undo', 'owner', 'cancelled', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED', 'ALREADY_CANCELLED'],
  ['undo', 'owner', 'completed', 'NOT_STARTED', 'UNDO_CLOSED', 'UNDO_CLOSED', 'UNDO_CLOSED'],
  ['undo', 'owner', 'no_show', 'NOT_STARTED', 'UNDO_CLOSED', 'UNDO_CLOSED', 'UNDO_CLOSED'],
  ['undo', 'owner', 'expired', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED', 'ALREADY_EXPIRED'],
];
const allowedPairs = new Set(ALLOWED.map(([action, actor]) => `${action}/${actor}`));
const FORBIDDEN_PAIRS = APPOINTMENT_ACTIONS.flatMap((action) =>
  APPOINTMENT_ACTORS.filter((actor) => !allowedPairs.has(`${action}/${actor}`)).map((actor) => [action, actor] as const),
);

describe('transition: every status × action × actor at four moments', () => {
  it('the table covers each status of each allowed pair once, and the ten allowed pairs are the briefs’', () => {
    expect([...allowedPairs]).toEqual([
      'confirm/owner',
      'cancel/user',
      'cancel/owner',
      'complete/owner',
      'complete/system',
      'mark_no_show/owner',
      'expire/system',
      'move/owner',
      'reschedule/user',
      'undo/owner',
    ]);
    expect(ALLOWED).toHaveLength(allowedPairs.size * APPOINTMENT_STATUSES.length);
    expect(FORBIDDEN_PAIRS).toHaveLength(APPOINTMENT_ACTIONS.length * APPOINTMENT_ACTORS.length - allowedPairs.size);
  });

  it.each(ALLOWED)('%s by %s on %s: before %s, during %s, after %s, 8 days on %s', (action, actor, status, ...want) => {
    expect([
      outcome(status, action, actor, TIMES.before),
      outcome(status, action, actor, TIMES.during),
      outcome(status, action, actor, TIMES.after),
      outcome(status, action, actor, TIMES.late),
    ]).toEqual(want);
  });

  it.each(FORBIDDEN_PAIRS)('%s by %s is refused FORBIDDEN in every status at every moment', (action, actor) => {
    for (const status of APPOINTMENT_STATUSES)
      for (const now of Object.values(TIMES)) expect(outcome(status, action, actor, now)).toBe('FORBIDDEN');
  });

  it('takes the start and the end as instants: started at the start, ended at the end', () => {
    expect(outcome('pending', 'confirm', 'owner', new Date(startsAt.getTime() - 1))).toBe('confirmed');
    expect(outcome('pending', 'confirm', 'owner', startsAt)).toBe(AS);
    expect(outcome('confirmed', 'mark_no_show', 'owner', startsAt)).toBe('no_show');
    expect(outcome('pending', 'expire', 'system', startsAt)).toBe('expired');
    expect(outcome('confirmed', 'complete', 'system', new Date(endsAt.getTime() - 1))).toBe('NOT_ENDED');
    expect(outcome('confirmed', 'complete', 'system', endsAt)).toBe('completed');
    expect(outcome('confirmed', 'complete', 'owner', new Date(startsAt.getTime() - 1))).toBe('NOT_STARTED');
    expect(outcome('confirmed', 'complete', 'owner', startsAt)).toBe('completed');
    expect(outcome('confirmed', 'cancel', 'owner', new Date(startsAt.getTime() - 1))).toBe('cancelled:owner');
    expect(outcome('confirmed', 'cancel', 'owner', startsAt)).toBe(AS);
    expect(outcome('confirmed', 'reschedule', 'user', new Date(startsAt.getTime() - 1))).toBe('confirmed');
    expect(outcome('confirmed', 'reschedule', 'user', startsAt)).toBe(AS);
  });

  it('a completed visit turns no-show until 7 days after the start, not at 7 days; a confirmed one has no such limit', () => {
    const sevenDays = startsAt.getTime() + 7 * DAY;
    expect(outcome('completed', 'mark_no_show', 'owner', new Date(sevenDays - 1))).toBe('no_show');
    expect(outcome('completed', 'mark_no_show', 'owner', new Date(sevenDays))).toBe('CORRECTION_CLOSED');
    expect(outcome('confirmed', 'mark_no_show', 'owner', new Date(sevenDays + DAY))).toBe('no_show');
  });
});

const statusArb = fc.constantFrom(...APPOINTMENT_STATUSES);
const actionArb = fc.constantFrom(...APPOINTMENT_ACTIONS);
const actorArb = fc.constantFrom(...APPOINTMENT_ACTORS);
/** An appointment of 1 to 600 minutes somewhere in a week, and a moment around it. */
const caseArb = fc
  .record({
    status: statusArb,
    action: actionArb,
    actor: actorArb,
    start: fc.integer({ min: 0, max: 7 * 24 * 60 }),
    minutes: fc.integer({ min: 1, max: 600 }),
    nowOffset: fc.integer({ min: -24 * 60, max: 24 * 60 }),
    /** A pending request's expiry, minutes before the start (decision 036), or none. */
    expiresBefore: fc.option(fc.integer({ min: 0, max: 48 * 60 })),
  })
  .map(({ status, action, actor, start, minutes, nowOffset, expiresBefore }) => {
    const s = Date.UTC(2030, 0, 1) + start * 60_000;
    const expiresAt = expiresBefore === null ? null : new Date(s - expiresBefore * 60_000);
    return {
      appointment: { status, startsAt: new Date(s), endsAt: new Date(s + minutes * 60_000), expiresAt },
      action,
      actor,
      now: new Date(s + nowOffset * 60_000),
    };
  });

/** Enough runs that each (status, action, actor) at each side of the start is drawn many times (180 such cells). */
const RUNS = { numRuns: 5000 };

describe('transition: properties', () => {
  it('no transition leaves a terminal status, but the owner’s correction of a completed visit to no-show', () => {
    fc.assert(
      fc.property(caseArb, ({ appointment, action, actor, now }) => {
        if (!(TERMINAL_APPOINTMENT_STATUSES as readonly string[]).includes(appointment.status)) return;
        const r = transition(appointment, action, actor, now);
        const correction = appointment.status === 'completed' && action === 'mark_no_show' && actor === 'owner';
        if (!correction) expect(r.ok).toBe(false);
      }),
      RUNS,
    );
  });

  it('the correction holds from the start until exactly 7 days after it, whatever the length of the visit', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: -2 * 24 * 60, max: 10 * 24 * 60 }), ({ appointment }, offset) => {
        const now = new Date(appointment.startsAt.getTime() + offset * 60_000);
        const r = transition({ ...appointment, status: 'completed' }, 'mark_no_show', 'owner', now);
        const open = offset >= 0 && offset < 7 * 24 * 60;
        expect(r.ok ? 'no_show' : r.error.code).toBe(open ? 'no_show' : offset < 0 ? 'NOT_STARTED' : 'CORRECTION_CLOSED');
      }),
      RUNS,
    );
  });

  it('cancelled_by is set iff the move reaches cancelled, and names the actor; a move changes the status, but a reschedule keeps it (decision 098)', () => {
    fc.assert(
      fc.property(caseArb, ({ appointment, action, actor, now }) => {
        const r = transition(appointment, action, actor, now);
        if (!r.ok) return;
        expect(r.cancelledBy !== undefined).toBe(r.to === 'cancelled');
        if (r.cancelledBy) expect(r.cancelledBy).toBe(actor);
        expect(r.from).toBe(appointment.status);
        if (action === 'reschedule' || action === 'move') expect(r.to).toBe(r.from);
        else expect(r.to).not.toBe(r.from);
      }),
      RUNS,
    );
  });

  it('a user or an owner changes only what has not started, except the owner’s after-the-visit marks; a user only cancels or reschedules', () => {
    fc.assert(
      fc.property(caseArb, ({ appointment, action, actor, now }) => {
        const r = transition(appointment, action, actor, now);
        if (!r.ok || actor === 'system') return;
        if (actor === 'user') expect(['cancel', 'reschedule']).toContain(action);
        if (action === 'mark_no_show' || action === 'complete') expect(actor).toBe('owner');
        else expect(now.getTime()).toBeLessThan(appointment.startsAt.getTime());
      }),
      RUNS,
    );
  });

  it('every refusal carries a known code and a Turkish message; no rules are the same as a notice of 0', () => {
    fc.assert(
      fc.property(caseArb, ({ appointment, action, actor, now }) => {
        const r = transition(appointment, action, actor, now);
        expect(transition(appointment, action, actor, now, {})).toEqual(r);
        expect(transition(appointment, action, actor, now, { cancellationNoticeHours: 0 })).toEqual(r);
        expect(transition(appointment, action, actor, now, { autoConfirm: false })).toEqual(r);
        if (!r.ok) expect(r.error.message.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('the cancellation notice refuses exactly the user’s cancels and reschedules inside it, and nothing else changes', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 1, max: 168 }), ({ appointment, action, actor, now }, hours) => {
        const free = transition(appointment, action, actor, now);
        const bound = transition(appointment, action, actor, now, { cancellationNoticeHours: hours });
        const inside = now.getTime() > appointment.startsAt.getTime() - hours * 3_600_000;
        if (free.ok && actor === 'user' && (action === 'cancel' || action === 'reschedule') && inside) {
          const text = action === 'cancel' ? 'cancellationDeadline' : 'rescheduleDeadline';
          expect(bound).toEqual({
            ok: false,
            error: {
              code: 'CANCELLATION_DEADLINE',
              message: messages.availabilityRules[text].replace('{hours}', String(hours)),
            },
          });
        } else {
          expect(bound).toEqual(free);
        }
      }),
      RUNS,
    );
  });

  it('the sweeps select exactly the appointments the machine lets the system move', () => {
    const sweeps = systemSweeps();
    expect(sweeps.map((s) => `${s.from}→${s.to}`)).toEqual(['confirmed→completed', 'pending→expired']);
    fc.assert(
      fc.property(caseArb, ({ appointment, now }) => {
        for (const sweep of sweeps) {
          const selected = appointment.status === sweep.from && timingHolds(sweep.timing, appointment, now);
          const r = transition(appointment, sweep.action, 'system', now);
          expect(selected).toBe(r.ok);
          if (r.ok) expect(r.to).toBe(sweep.to);
        }
      }),
      RUNS,
    );
  });
});
