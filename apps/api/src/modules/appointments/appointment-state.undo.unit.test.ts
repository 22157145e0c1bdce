import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APPOINTMENT_STATUSES, messages } from '@randevu/contracts';
import {
  allowedActions,
  APPOINTMENT_ACTORS,
  STATUS_UNDO_MINUTES,
  transition,
  type AppointmentState,
  type StatusChange,
} from './appointment-state';
import { at, startsAt, TIMES } from '../../../test/appointment-times';

/** Decision 077: the owner's "Geri al" takes back their own "Geldi" or "Gelmedi", for STATUS_UNDO_MINUTES only. */
const MIN = 60_000;
const markedAt = TIMES.during;
const marked = (status: 'completed' | 'no_show', change: Partial<StatusChange> = {}): AppointmentState => ({
  ...at(status),
  lastChange: { from: 'confirmed', to: status, at: markedAt, by: 'owner', ...change },
});
const undo = (a: AppointmentState, now = new Date(markedAt.getTime() + MIN), actor: 'owner' | 'user' | 'system' = 'owner') => {
  const r = transition(a, 'undo', actor, now);
  return r.ok ? `${r.from}→${r.to}` : r.error.code;
};

describe('undo: the owner takes back "Geldi" or "Gelmedi" moments later', () => {
  it('brings a visit marked completed or no-show back to confirmed, with no cancellation', () => {
    expect(transition(marked('completed'), 'undo', 'owner', TIMES.during)).toEqual({
      ok: true,
      from: 'completed',
      to: 'confirmed',
    });
    expect(undo(marked('no_show'))).toBe('no_show→confirmed');
  });

  it('is open strictly before STATUS_UNDO_MINUTES after the mark, closed at it', () => {
    const edge = markedAt.getTime() + STATUS_UNDO_MINUTES * MIN;
    expect(STATUS_UNDO_MINUTES).toBe(2);
    expect(undo(marked('completed'), new Date(edge - 1))).toBe('completed→confirmed');
    expect(undo(marked('completed'), new Date(edge))).toBe('UNDO_CLOSED');
    expect(undo(marked('no_show'), new Date(edge + MIN))).toBe('UNDO_CLOSED');
  });

  it('takes back only the owner’s own last mark from confirmed, to the status the appointment still has', () => {
    expect(undo({ ...at('completed'), lastChange: null })).toBe('UNDO_CLOSED');
    expect(undo({ ...at('completed') })).toBe('UNDO_CLOSED');
    // The job's completion, a correction of a completed visit, and a mark since changed are not the owner's last mark.
    expect(undo(marked('completed', { by: 'system' }))).toBe('UNDO_CLOSED');
    expect(undo(marked('no_show', { from: 'completed' }))).toBe('UNDO_CLOSED');
    expect(undo(marked('no_show', { to: 'completed' }))).toBe('UNDO_CLOSED');
    expect(undo(marked('completed', { by: 'guest' }))).toBe('UNDO_CLOSED');
  });

  it('is the owner’s alone, and refuses with the owner’s Turkish text', () => {
    expect(undo(marked('completed'), undefined, 'user')).toBe('FORBIDDEN');
    expect(undo(marked('completed'), undefined, 'system')).toBe('FORBIDDEN');
    const r = transition(marked('completed'), 'undo', 'owner', TIMES.late);
    expect(r).toEqual({ ok: false, error: { code: 'UNDO_CLOSED', message: messages.ownerAppointments.undoClosed } });
  });

  it('is offered in allowed_actions exactly while it would be taken', () => {
    expect(allowedActions(marked('completed'), 'owner', TIMES.during)).toEqual(['mark_no_show', 'undo']);
    expect(allowedActions(marked('no_show'), 'owner', TIMES.during)).toEqual(['undo']);
    expect(allowedActions(marked('no_show'), 'owner', TIMES.after)).toEqual([]);
  });

  it('for any status, change and moment, succeeds only back to confirmed from the owner’s fresh mark', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...APPOINTMENT_STATUSES),
        fc.constantFrom(null, ...APPOINTMENT_STATUSES),
        fc.constantFrom(...APPOINTMENT_STATUSES),
        fc.constantFrom(...APPOINTMENT_ACTORS, 'guest' as const),
        fc.integer({ min: 0, max: 10 * 60 }),
        fc.integer({ min: -60, max: 3 * 60 }),
        (status, from, to, by, markedAfterStart, secondsLater) => {
          const at0 = new Date(startsAt.getTime() + markedAfterStart * 1000);
          const now = new Date(at0.getTime() + secondsLater * 1000);
          const a: AppointmentState = { ...at(status), lastChange: { from, to, at: at0, by } };
          const r = transition(a, 'undo', 'owner', now);
          const fresh = now.getTime() < at0.getTime() + STATUS_UNDO_MINUTES * MIN && startsAt.getTime() <= now.getTime();
          const want =
            (status === 'completed' || status === 'no_show') && from === 'confirmed' && to === status && by === 'owner' && fresh;
          expect(r.ok).toBe(want);
          if (r.ok) expect(r.to).toBe('confirmed');
        },
      ),
      { numRuns: 3000 },
    );
  });
});
