import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APPOINTMENT_STATUSES, messages, type AppointmentStatus } from '@randevu/contracts';
import { APPOINTMENT_ACTIONS, APPOINTMENT_ACTORS, transition } from './appointment-state';

const startsAt = new Date('2030-05-06T07:00:00Z');
const endsAt = new Date('2030-05-06T07:45:00Z');
const DAY = 86_400_000;
const MINUTE = 60_000;

const outcome = (status: AppointmentStatus, reviewed: boolean | undefined, now: Date) => {
  const r = transition({ status, startsAt, endsAt, reviewed }, 'mark_no_show', 'owner', now);
  return r.ok ? r.to : r.error.code;
};

describe('the no-show correction of a reviewed visit (decision 039)', () => {
  it.each([
    // [status, reviewed, minutes after the start, answer]
    ['completed', true, 60, 'ALREADY_REVIEWED'],
    ['completed', true, 7 * 24 * 60 - 1, 'ALREADY_REVIEWED'],
    ['completed', false, 60, 'no_show'],
    ['completed', undefined, 60, 'no_show'],
    // The window speaks first: past 7 days, or before the start, the answer is the time's.
    ['completed', true, 7 * 24 * 60, 'CORRECTION_CLOSED'],
    ['completed', true, -1, 'NOT_STARTED'],
    // Only the correction of a completed visit looks at the review: a confirmed visit has none to speak of.
    ['confirmed', true, 60, 'no_show'],
    ['no_show', true, 60, 'ALREADY_NO_SHOW'],
    ['cancelled', true, 60, 'ALREADY_CANCELLED'],
  ] as const)('%s, reviewed %s, %i min after the start → %s', (status, reviewed, minutes, expected) => {
    expect(outcome(status, reviewed, new Date(startsAt.getTime() + minutes * MINUTE))).toBe(expected);
  });

  it('refuses with the owner’s Turkish text', () => {
    const r = transition({ status: 'completed', startsAt, endsAt, reviewed: true }, 'mark_no_show', 'owner', endsAt);
    expect(r).toEqual({
      ok: false,
      error: { code: 'ALREADY_REVIEWED', message: messages.ownerAppointments.noShowCorrectionReviewed },
    });
    expect(messages.ownerAppointments.noShowCorrectionReviewed).toBe(
      'Müşteri bu randevuyu değerlendirdiği için durum artık değiştirilemez.',
    );
  });

  it('a review changes no answer but the owner’s no-show of a completed visit inside its window', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...APPOINTMENT_STATUSES),
        fc.constantFrom(...APPOINTMENT_ACTIONS),
        fc.constantFrom(...APPOINTMENT_ACTORS),
        fc.integer({ min: -2 * 24 * 60, max: 10 * 24 * 60 }),
        (status, action, actor, minutes) => {
          const now = new Date(startsAt.getTime() + minutes * MINUTE);
          const plain = transition({ status, startsAt, endsAt }, action, actor, now);
          const reviewed = transition({ status, startsAt, endsAt, reviewed: true }, action, actor, now);
          const correction = status === 'completed' && action === 'mark_no_show' && actor === 'owner';
          if (correction && plain.ok) expect(reviewed.ok ? 'ok' : reviewed.error.code).toBe('ALREADY_REVIEWED');
          else expect(reviewed).toEqual(plain);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('the window still closes at exactly 7 days for an unreviewed visit', () => {
    expect(outcome('completed', false, new Date(startsAt.getTime() + 7 * DAY - 1))).toBe('no_show');
    expect(outcome('completed', false, new Date(startsAt.getTime() + 7 * DAY))).toBe('CORRECTION_CLOSED');
  });
});
