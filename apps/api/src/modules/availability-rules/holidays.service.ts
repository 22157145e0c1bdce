import {
  messages,
  RULE_CONFLICTS_LISTED_MAX,
  type AnswerHolidaysBody,
  type UpdateHolidayBody,
  type VenueHoliday,
} from '@randevu/contracts';
import { toVenueWallTime, venueDayBounds, venueWallTimeToInstant } from '../../lib/time';
import type { Db } from '../../db/client';
import {
  HALF_DAY_CLOSES_AT,
  turkishHolidayOn,
  turkishHolidaysBetween,
  type PublicHoliday,
} from '../availability/availability.service';
import { createAvailabilityRulesRepository } from './availability-rules.repository';
import { assertOwnsVenue, fieldError, notBefore, ruleConflict, type RulesDeps } from './rule-records';

const m = messages.availabilityRules;

const toDto = (h: PublicHoliday, open: boolean): VenueHoliday => ({ date: h.date, name: h.name, half_day: h.halfDay, open });

/**
 * The holidays between two venue days (inclusive) with the venue's choice, in one statement: the holidays list and
 * the owner's calendar answer the same. The caller has checked the venue's owner.
 */
export async function listVenueHolidays(db: Db, venueId: number, from: string, to: string): Promise<VenueHoliday[]> {
  const open = new Set(await createAvailabilityRulesRepository(db).listHolidayOpenings(venueId, from, to));
  return turkishHolidaysBetween(from, to).map((h) => toDto(h, open.has(h.date)));
}

/**
 * Turkish public holidays as a venue keeps them: closed by default, opened by a venue_holiday_openings row. Only the
 * current and the next year (venue time) are listed or changed: the booking horizon never reaches further.
 */
export function createHolidaysService({ db, cache, now }: RulesDeps) {
  const repo = createAvailabilityRulesRepository(db);

  const inYearWindow = (year: number) => {
    const current = Number(toVenueWallTime(now()).date.slice(0, 4));
    return year === current || year === current + 1;
  };

  /** The part of the holiday's venue day that a closed holiday takes: all of it, or from 13:00 on an eve. */
  function closedRange(h: PublicHoliday) {
    const day = venueDayBounds(h.date);
    return { from: h.halfDay ? venueWallTimeToInstant(h.date, HALF_DAY_CLOSES_AT) : day.start, to: day.end };
  }

  return {
    async list(ownerId: number, venueId: number, year: number): Promise<VenueHoliday[]> {
      await assertOwnsVenue(db, venueId, ownerId);
      if (!inYearWindow(year)) throw fieldError('year', m.yearInvalid);
      return listVenueHolidays(db, venueId, `${year}-01-01`, `${year}-12-31`);
    },

    /**
     * Opens a holiday (idempotent) or closes it again. Closing holds the venue's days exclusively, as a closure
     * does, and answers 409 over the appointments booked in the part it closes unless `force` keeps them.
     */
    async update(ownerId: number, venueId: number, date: string, body: UpdateHolidayBody): Promise<VenueHoliday> {
      await assertOwnsVenue(db, venueId, ownerId);
      // Not a holiday is the request's mistake (400), never a missing route or record (404).
      const holiday = turkishHolidayOn(date);
      if (!holiday) throw fieldError('date', m.notHoliday);
      if (!inYearWindow(Number(date.slice(0, 4)))) throw fieldError('date', m.yearInvalid);
      if (body.open) {
        await repo.openHoliday(venueId, date);
      } else {
        await db.transaction(async (tx) => {
          const txRepo = createAvailabilityRulesRepository(tx);
          await txRepo.lockVenueDaysExclusive(venueId);
          // Already closed: nothing changes, so nothing is in its way.
          if (!(await txRepo.isHolidayOpen(venueId, date))) return;
          if (!body.force) {
            const { from, to } = closedRange(holiday);
            const found = await txRepo.listVenueConflicts(venueId, notBefore(from, now()), to, RULE_CONFLICTS_LISTED_MAX);
            if (found.total) throw ruleConflict(m.conflictHoliday, found);
          }
          await txRepo.closeHoliday(venueId, date);
        });
      }
      cache.invalidateVenue(venueId); // committed: available times follow the holiday at once
      return toDto(holiday, body.open);
    },

    /**
     * The holiday question (decision 075): every holiday from today to the end of next year opens or closes by the
     * answer (whole days by `holidays_open`, eves by `eves_open`), and the venue is marked as asked. Closing holds the
     * venue's days and answers 409 over booked appointments unless `force`, as one holiday's closing does.
     */
    async answer(ownerId: number, venueId: number, body: AnswerHolidaysBody): Promise<VenueHoliday[]> {
      await assertOwnsVenue(db, venueId, ownerId);
      const today = toVenueWallTime(now()).date;
      const last = `${Number(today.slice(0, 4)) + 1}-12-31`;
      const holidays = turkishHolidaysBetween(today, last);
      await db.transaction(async (tx) => {
        const txRepo = createAvailabilityRulesRepository(tx);
        await txRepo.lockVenueDaysExclusive(venueId);
        const open = new Set(await txRepo.listHolidayOpenings(venueId, today, last));
        const wanted = (h: PublicHoliday) => (h.halfDay ? body.eves_open : body.holidays_open);
        for (const h of holidays) {
          if (wanted(h) && !open.has(h.date)) await txRepo.openHoliday(venueId, h.date);
          if (wanted(h) || !open.has(h.date)) continue;
          if (!body.force) {
            const { from, to } = closedRange(h);
            const found = await txRepo.listVenueConflicts(venueId, notBefore(from, now()), to, RULE_CONFLICTS_LISTED_MAX);
            if (found.total) throw ruleConflict(m.conflictHoliday, found);
          }
          await txRepo.closeHoliday(venueId, h.date);
        }
        await txRepo.markHolidaysAnswered(venueId);
      });
      cache.invalidateVenue(venueId); // committed: available times follow the holidays at once
      return listVenueHolidays(db, venueId, today, last);
    },
  };
}
