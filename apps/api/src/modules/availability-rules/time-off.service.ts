import {
  isInCalendarWindow,
  MAX_RULE_RECORDS,
  messages,
  RULE_CONFLICTS_LISTED_MAX,
  RULE_RECORD_HORIZON_DAYS,
  type CreateTimeOffValues,
  type TimeOff,
} from '@randevu/contracts';
import { notFound } from '../../lib/errors';
import { addDays, toVenueWallTime, venueWallTimeToInstant } from '../../lib/time';
import { createAvailabilityRulesRepository, type TimeOffRow } from './availability-rules.repository';
import {
  fieldError,
  getOwnedExpert,
  notBefore,
  ruleConflict,
  toWallTimeString,
  tooManyRecords,
  wallTimeStringToInstant,
  type RulesDeps,
} from './rule-records';

const m = messages.availabilityRules;

/** A time-off row as the API answers it (venue wall time); the owner's calendar answers the same. */
export const toTimeOffDto = (r: TimeOffRow): TimeOff => ({
  id: r.id,
  expert_id: r.expertId,
  starts_at: toWallTimeString(r.startsAt),
  ends_at: toWallTimeString(r.endsAt),
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
});

/**
 * An expert's time off: entered and answered in venue wall time, stored as the instant range [starts_at, ends_at).
 * Creating it holds the expert's time lock, the one a booking of the expert holds, so a booking either commits
 * before (and is found in the way) or re-checks after it (and sees the time off).
 */
export function createTimeOffService({ db, cache, now }: RulesDeps) {
  const repo = createAvailabilityRulesRepository(db);

  /** The record's instants, or the request's own 400: over already, too far ahead, before the calendar. */
  function instantsInWindow(body: CreateTimeOffValues, at: Date) {
    const startsAt = wallTimeStringToInstant(body.starts_at);
    const endsAt = wallTimeStringToInstant(body.ends_at);
    if (endsAt <= at) throw fieldError('ends_at', m.timeOffPast);
    if (!isInCalendarWindow(body.starts_at.slice(0, 10))) throw fieldError('starts_at', messages.common.dateOutOfRange);
    const lastDay = addDays(toVenueWallTime(at).date, RULE_RECORD_HORIZON_DAYS);
    if (body.starts_at.slice(0, 10) > lastDay) throw fieldError('starts_at', m.timeOffTooFar);
    // It may run until the end of that last day, not past it.
    if (endsAt > venueWallTimeToInstant(addDays(lastDay, 1), 0)) throw fieldError('ends_at', m.timeOffTooFar);
    return { startsAt, endsAt };
  }

  return {
    async list(ownerId: number, expertId: number): Promise<TimeOff[]> {
      const expert = await getOwnedExpert(db, expertId, ownerId);
      return (await repo.listTimeOffByExpertId(expert.id, now())).map(toTimeOffDto);
    },

    async create(ownerId: number, expertId: number, body: CreateTimeOffValues): Promise<TimeOff> {
      const expert = await getOwnedExpert(db, expertId, ownerId);
      const at = now();
      const { startsAt, endsAt } = instantsInWindow(body, at);
      const row = await db.transaction(async (tx) => {
        const txRepo = createAvailabilityRulesRepository(tx);
        await txRepo.lockExpertTime(expert.id);
        if ((await txRepo.countTimeOffByExpertId(expert.id, at)) >= MAX_RULE_RECORDS) throw tooManyRecords();
        if (!body.force) {
          const found = await txRepo.listExpertConflicts(expert.id, notBefore(startsAt, at), endsAt, RULE_CONFLICTS_LISTED_MAX);
          if (found.total) throw ruleConflict(m.conflictTimeOff, found);
        }
        return txRepo.createTimeOff({ expertId: expert.id, startsAt, endsAt, reason: body.reason });
      });
      cache.invalidateVenue(expert.venueId); // committed: available times stop offering the range at once
      return toTimeOffDto(row);
    },

    async delete(ownerId: number, expertId: number, timeOffId: number): Promise<{ id: number }> {
      const expert = await getOwnedExpert(db, expertId, ownerId);
      const deleted = await repo.deleteTimeOff(timeOffId, expert.id);
      if (!deleted) throw notFound(m.timeOffNotFound, 'TIME_OFF_NOT_FOUND');
      cache.invalidateVenue(expert.venueId);
      return deleted;
    },
  };
}
