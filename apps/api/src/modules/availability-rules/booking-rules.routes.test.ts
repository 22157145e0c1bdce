import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_RULE_LIMITS, DEFAULT_SLOT_INTERVAL_MINUTES, messages } from '@randevu/contracts';
import { venues } from '../../db/schema';
import { call, expectTimesDropped, itGuardsTheVenue, strangersVenue, useRulesSuite, venueWithExpert } from './rules-test-helpers';

const m = messages.availabilityRules;

const s = useRulesSuite();

const url = (venueId: number) => `/api/owner/venues/${venueId}/booking-rules`;
const rulesOf = async (venueId: number) =>
  (
    await s.t.db
      .select({
        min_notice_minutes: venues.minNoticeMinutes,
        horizon_days: venues.horizonDays,
        cancellation_notice_hours: venues.cancellationNoticeHours,
        slot_interval_minutes: venues.slotIntervalMinutes,
        auto_confirm: venues.autoConfirm,
        pending_expiry_hours: venues.pendingExpiryHours,
        no_show_request_threshold: venues.noShowRequestThreshold,
      })
      .from(venues)
      .where(eq(venues.id, venueId))
  )[0];
const defaults = {
  min_notice_minutes: BOOKING_RULE_LIMITS.minNoticeMinutes.default,
  horizon_days: BOOKING_RULE_LIMITS.horizonDays.default,
  cancellation_notice_hours: BOOKING_RULE_LIMITS.cancellationNoticeHours.default,
  slot_interval_minutes: DEFAULT_SLOT_INTERVAL_MINUTES,
  auto_confirm: false,
  pending_expiry_hours: BOOKING_RULE_LIMITS.pendingExpiryHours.default,
  no_show_request_threshold: null,
};

describe('GET /api/owner/venues/{id}/booking-rules', () => {
  it("answers the venue's booking rules, the defaults for a new venue", async () => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    const res = await call(s.t, 'GET', url(venueId), s.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        min_notice_minutes: 60,
        horizon_days: 90,
        cancellation_notice_hours: 2,
        slot_interval_minutes: 30,
        auto_confirm: false,
        pending_expiry_hours: 24,
        no_show_request_threshold: null,
      },
    });
    expect(res.json().data).toEqual(defaults);
  });

  itGuardsTheVenue(s, url);
});

describe('PUT /api/owner/venues/{id}/booking-rules', () => {
  it('changes only the fields it is given; the others keep their values', async () => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    const first = await call(s.t, 'PUT', url(venueId), s.owner, { horizon_days: 30 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { ...defaults, horizon_days: 30 } });
    const all = {
      min_notice_minutes: 0,
      horizon_days: 365,
      cancellation_notice_hours: 168,
      slot_interval_minutes: 15,
      auto_confirm: true,
      pending_expiry_hours: 1,
      no_show_request_threshold: 10,
    };
    const second = await call(s.t, 'PUT', url(venueId), s.owner, all);
    expect(second.json().data).toEqual(all);
    const change = {
      min_notice_minutes: 10_080,
      cancellation_notice_hours: 0,
      auto_confirm: false,
      pending_expiry_hours: 168,
      no_show_request_threshold: 1,
    };
    const third = await call(s.t, 'PUT', url(venueId), s.owner, change);
    expect(third.json().data).toEqual({ ...all, ...change });
    expect(await rulesOf(venueId)).toEqual(third.json().data);
    const read = await call(s.t, 'GET', url(venueId), s.owner);
    expect(read.json().data).toEqual(third.json().data);
    // null turns the no-show rule off again (decision 091).
    const off = await call(s.t, 'PUT', url(venueId), s.owner, { no_show_request_threshold: null });
    expect(off.json().data).toEqual({ ...all, ...change, no_show_request_threshold: null });
    expect(await rulesOf(venueId)).toEqual(off.json().data);
  });

  it.each([
    ['a horizon of 366 days', { horizon_days: 366 }, 'horizon_days', m.horizonInvalid],
    ['a horizon of 0 days', { horizon_days: 0 }, 'horizon_days', m.horizonInvalid],
    ['a horizon given as text', { horizon_days: '30' }, 'horizon_days', m.horizonInvalid],
    ['a notice over a week', { min_notice_minutes: 10_081 }, 'min_notice_minutes', m.minNoticeInvalid],
    ['a negative notice', { min_notice_minutes: -1 }, 'min_notice_minutes', m.minNoticeInvalid],
    ['a notice in fractions', { min_notice_minutes: 1.5 }, 'min_notice_minutes', m.minNoticeInvalid],
    [
      'a cancellation notice over 168 hours',
      { cancellation_notice_hours: 169 },
      'cancellation_notice_hours',
      m.cancellationNoticeInvalid,
    ],
    ['a slot interval not offered', { slot_interval_minutes: 7 }, 'slot_interval_minutes', m.slotIntervalInvalid],
    ['a slot interval given as null', { slot_interval_minutes: null }, 'slot_interval_minutes', m.slotIntervalInvalid],
    ['instant booking given as text', { auto_confirm: 'evet' }, 'auto_confirm', m.autoConfirmInvalid],
    ['a request expiry of 0 hours', { pending_expiry_hours: 0 }, 'pending_expiry_hours', m.pendingExpiryInvalid],
    ['a request expiry over a week', { pending_expiry_hours: 169 }, 'pending_expiry_hours', m.pendingExpiryInvalid],
    ['a no-show threshold of 0', { no_show_request_threshold: 0 }, 'no_show_request_threshold', m.noShowThresholdInvalid],
    ['a no-show threshold of 11', { no_show_request_threshold: 11 }, 'no_show_request_threshold', m.noShowThresholdInvalid],
    ['a no-show threshold as text', { no_show_request_threshold: '2' }, 'no_show_request_threshold', m.noShowThresholdInvalid],
    ['a no-show threshold of 1.5', { no_show_request_threshold: 1.5 }, 'no_show_request_threshold', m.noShowThresholdInvalid],
  ])('refuses %s with 400 and the Turkish text, and changes nothing', async (_name, body, field, message) => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    const res = await call(s.t, 'PUT', url(venueId), s.owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message, errors: { [field]: message } });
    expect(await rulesOf(venueId)).toEqual(defaults);
  });

  it('refuses a body without any rule with 400 and the Turkish text', async () => {
    const { venueId } = await venueWithExpert(s.t, s.owner.user.id);
    for (const body of [{}, { unknown_rule: true }]) {
      const res = await call(s.t, 'PUT', url(venueId), s.owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: m.noRuleGiven });
    }
    expect(await rulesOf(venueId)).toEqual(defaults);
  });

  it('answers 401, 403, and 404 for another owner’s venue even with an invalid body, and changes nothing', async () => {
    const { venueId } = await strangersVenue(s.t);
    expect((await call(s.t, 'PUT', url(venueId), undefined, { horizon_days: 30 })).statusCode).toBe(401);
    expect((await call(s.t, 'PUT', url(venueId), s.user, { horizon_days: 30 })).statusCode).toBe(403);
    for (const body of [{ horizon_days: 30 }, { horizon_days: 366 }]) {
      const res = await call(s.t, 'PUT', url(venueId), s.owner, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: messages.venues.notFound });
    }
    expect(await rulesOf(venueId)).toEqual(defaults);
  });

  it("empties the venue's cached available times at once", async () => {
    const { venueId, subId, expert } = await venueWithExpert(s.t, s.owner.user.id);
    await expectTimesDropped(s.t, { expertId: expert.id, subId }, async () => {
      expect((await call(s.t, 'PUT', url(venueId), s.owner, { min_notice_minutes: 120 })).statusCode).toBe(200);
    });
  });
});
