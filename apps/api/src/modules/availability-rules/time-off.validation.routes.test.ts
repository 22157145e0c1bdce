import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_RULE_RECORDS, messages, RULE_RECORD_HORIZON_DAYS } from '@randevu/contracts';
import { expertTimeOff } from '../../db/schema';
import { at, day, invalid } from '../../../test/fixtures';
import { call, useRulesSuite, venueWithExpert } from './rules-test-helpers';

const m = messages.availabilityRules;

const s = useRulesSuite();

const url = (expertId: number) => `/api/owner/experts/${expertId}/time-off`;
const rowsOf = (expertId: number) => s.t.db.select().from(expertTimeOff).where(eq(expertTimeOff.expertId, expertId));

describe('POST /api/owner/experts/{id}/time-off: the refusals of a request', () => {
  it.each([
    [
      'a date that does not exist',
      { starts_at: `2027-02-30T10:00`, ends_at: `2027-03-01T10:00` },
      'starts_at',
      m.dateTimeInvalid,
    ],
    ['an hour of 24', { starts_at: `${day(2)}T10:00`, ends_at: `${day(2)}T24:00` }, 'ends_at', m.dateTimeInvalid],
    ['seconds', { starts_at: `${day(2)}T10:00:00`, ends_at: `${day(2)}T11:00` }, 'starts_at', m.dateTimeInvalid],
    ['a UTC instant', { starts_at: `${day(2)}T10:00:00.000Z`, ends_at: `${day(2)}T11:00` }, 'starts_at', m.dateTimeInvalid],
    ['a missing start', { ends_at: `${day(2)}T11:00` }, 'starts_at', m.dateTimeInvalid],
    ['an end before the start', { starts_at: `${day(2)}T11:00`, ends_at: `${day(2)}T10:00` }, 'ends_at', m.timeOffOrder],
    ['an end equal to the start', { starts_at: `${day(2)}T11:00`, ends_at: `${day(2)}T11:00` }, 'ends_at', m.timeOffOrder],
    [
      'a reason over 200 characters',
      { starts_at: `${day(2)}T10:00`, ends_at: `${day(2)}T11:00`, reason: 'ş'.repeat(201) },
      'reason',
      m.reasonTooLong,
    ],
    ['time off that has ended', { starts_at: `${day(-2)}T10:00`, ends_at: `${day(-1)}T10:00` }, 'ends_at', m.timeOffPast],
    [
      'a start after the window',
      { starts_at: `${day(RULE_RECORD_HORIZON_DAYS + 1)}T00:00`, ends_at: `${day(RULE_RECORD_HORIZON_DAYS + 1)}T10:00` },
      'starts_at',
      m.timeOffTooFar,
    ],
    [
      'an end after the window',
      { starts_at: `${day(2)}T10:00`, ends_at: `${day(RULE_RECORD_HORIZON_DAYS + 1)}T00:01` },
      'ends_at',
      m.timeOffTooFar,
    ],
    [
      'a start before the calendar',
      { starts_at: '1999-12-31T10:00', ends_at: `${day(2)}T10:00` },
      'starts_at',
      messages.common.dateOutOfRange,
    ],
  ])('refuses %s with 400 and the Turkish text, and stores nothing', async (_name, body, field, message) => {
    const { expert } = await venueWithExpert(s.t, s.owner.user.id);
    const res = await call(s.t, 'POST', url(expert.id), s.owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(field, message));
    expect(await rowsOf(expert.id)).toEqual([]);
  });

  it(`refuses a record over ${MAX_RULE_RECORDS} that have not ended; ended ones do not count`, async () => {
    const { expert } = await venueWithExpert(s.t, s.owner.user.id);
    const rows = Array.from({ length: MAX_RULE_RECORDS }, (_, i) => ({
      expertId: expert.id,
      startsAt: at(day(2 + i), '10:00'),
      endsAt: at(day(2 + i), '11:00'),
    }));
    await s.t.db
      .insert(expertTimeOff)
      .values([...rows, { expertId: expert.id, startsAt: at(day(-2), '10:00'), endsAt: at(day(-2), '11:00') }]);
    const res = await call(s.t, 'POST', url(expert.id), s.owner, {
      starts_at: `${day(1)}T10:00`,
      ends_at: `${day(1)}T11:00`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'RULE_RECORDS_LIMIT', message: m.tooMany });
    expect(await rowsOf(expert.id)).toHaveLength(MAX_RULE_RECORDS + 1);
  });

  it('refuses force that is not a boolean with 400', async () => {
    const { expert } = await venueWithExpert(s.t, s.owner.user.id);
    const res = await call(s.t, 'POST', url(expert.id), s.owner, {
      starts_at: `${day(2)}T10:00`,
      ends_at: `${day(2)}T11:00`,
      force: 'evet',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('force', m.openInvalid));
  });
});
