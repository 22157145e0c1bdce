import {
  MAX_RULE_RECORDS,
  messages,
  RULE_CONFLICTS_LISTED_MAX,
  RULE_RECORD_HORIZON_DAYS,
  type Closure,
  type CreateClosureValues,
} from '@randevu/contracts';
import { notFound } from '../../lib/errors';
import { addDays, toVenueWallTime, venueDayBounds } from '../../lib/time';
import { createAvailabilityRulesRepository, type ClosureRow } from './availability-rules.repository';
import { assertOwnsVenue, fieldError, notBefore, ruleConflict, tooManyRecords, type RulesDeps } from './rule-records';

const m = messages.availabilityRules;

/** A closure row as the API answers it; the owner's calendar answers the same. */
export const toClosureDto = (r: ClosureRow): Closure => ({
  id: r.id,
  venue_id: r.venueId,
  start_date: r.startDate,
  end_date: r.endDate,
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
});

/**
 * A venue closed on whole venue days. Creating one holds the venue's days exclusively, while every booking of the
 * venue holds them shared: a booking commits before (and is found in the way) or re-checks after it.
 */
export function createClosuresService({ db, cache, now }: RulesDeps) {
  const repo = createAvailabilityRulesRepository(db);
  const today = () => toVenueWallTime(now()).date;

  return {
    async list(ownerId: number, venueId: number): Promise<Closure[]> {
      await assertOwnsVenue(db, venueId, ownerId);
      return (await repo.listClosuresByVenueId(venueId, today())).map(toClosureDto);
    },

    async create(ownerId: number, venueId: number, body: CreateClosureValues): Promise<Closure> {
      await assertOwnsVenue(db, venueId, ownerId);
      const at = now();
      const day = toVenueWallTime(at).date;
      if (body.end_date < day) throw fieldError('end_date', m.closurePast);
      if (body.end_date > addDays(day, RULE_RECORD_HORIZON_DAYS)) throw fieldError('end_date', m.closureTooFar);
      const from = notBefore(venueDayBounds(body.start_date).start, at);
      const to = venueDayBounds(body.end_date).end;
      const row = await db.transaction(async (tx) => {
        const txRepo = createAvailabilityRulesRepository(tx);
        await txRepo.lockVenueDaysExclusive(venueId);
        if ((await txRepo.countClosuresByVenueId(venueId, day)) >= MAX_RULE_RECORDS) throw tooManyRecords();
        if (!body.force) {
          const found = await txRepo.listVenueConflicts(venueId, from, to, RULE_CONFLICTS_LISTED_MAX);
          if (found.total) throw ruleConflict(m.conflictClosure, found);
        }
        return txRepo.createClosure({
          venueId,
          startDate: body.start_date,
          endDate: body.end_date,
          reason: body.reason,
        });
      });
      cache.invalidateVenue(venueId); // committed: available times stop offering the days at once
      return toClosureDto(row);
    },

    async delete(ownerId: number, venueId: number, closureId: number): Promise<{ id: number }> {
      await assertOwnsVenue(db, venueId, ownerId);
      const deleted = await repo.deleteClosure(closureId, venueId);
      if (!deleted) throw notFound(m.closureNotFound, 'CLOSURE_NOT_FOUND');
      cache.invalidateVenue(venueId);
      return deleted;
    },
  };
}
