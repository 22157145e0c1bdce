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
  isHolidayOpen,
  toHolidayRule,
  turkishHolidayOn,
  turkishHolidaysBetween,
  type PublicHoliday,
} from '../availability/availability.service';
import { createAvailabilityRulesRepository } from './availability-rules.repository';
import { assertOwnsVenue, fieldError, notBefore, ruleConflict, type RulesDeps } from './rule-records';

const m = messages.availabilityRules;

const toDto = (h: PublicHoliday, open: boolean): VenueHoliday => ({ date: h.date, name: h.name, half_day: h.halfDay, open });

/** The venue's holiday rule over two venue days (inclusive): its answer and the days set one by one (decision 096). */
const holidayRule = async (db: Db, venueId: number, from: string, to: string) =>
  toHolidayRule(await createAvailabilityRulesRepository(db).findHolidayRule(venueId, from, to));

/**
 * The holidays between two venue days (inclusive) with the venue's choice, in one statement: the holidays list and
 * the owner's calendar answer the same. The caller has checked the venue's owner.
 */
export async function listVenueHolidays(db: Db, venueId: number, from: string, to: string): Promise<VenueHoliday[]> {
  const rule = await holidayRule(db, venueId, from, to);
  return turkishHolidaysBetween(from, to).map((h) => toDto(h, isHolidayOpen(h, rule)));
}

/**
 * Turkish public holidays as a venue keeps them (decision 096): the owner's answer (closed by default, as the law has
 * it) decides every year, and a day set one by one overrides it. Any year is listed; a day is changed from this year on.
 */
export function createHolidaysService({ db, cache, now }: RulesDeps) {
  const repo = createAvailabilityRulesRepository(db);

  const notPast = (year: number) => year >= Number(toVenueWallTime(now()).date.slice(0, 4));

  /** The part of the holiday's venue day that a closed holiday takes: all of it, or from 13:00 on an eve. */
  function closedRange(h: PublicHoliday) {
    const day = venueDayBounds(h.date);
    return { from: h.halfDay ? venueWallTimeToInstant(h.date, HALF_DAY_CLOSES_AT) : day.start, to: day.end };
  }

  return {
    async list(ownerId: number, venueId: number, year: number): Promise<VenueHoliday[]> {
      await assertOwnsVenue(db, venueId, ownerId);
      if (!notPast(year)) throw fieldError('year', m.yearInvalid);
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
      if (!notPast(Number(date.slice(0, 4)))) throw fieldError('date', m.yearInvalid);
      if (body.open) {
        await repo.setHoliday(venueId, date, true);
      } else {
        await db.transaction(async (tx) => {
          const txRepo = createAvailabilityRulesRepository(tx);
          await txRepo.lockVenueDaysExclusive(venueId);
          // Already closed: nothing changes, so nothing is in its way.
          if (!isHolidayOpen(holiday, await holidayRule(tx, venueId, date, date))) return;
          if (!body.force) {
            const { from, to } = closedRange(holiday);
            const found = await txRepo.listVenueConflicts(venueId, notBefore(from, now()), to, RULE_CONFLICTS_LISTED_MAX);
            if (found.total) throw ruleConflict(m.conflictHoliday, found);
          }
          await txRepo.setHoliday(venueId, date, false);
        });
      }
      cache.invalidateVenue(venueId); // committed: available times follow the holiday at once
      return toDto(holiday, body.open);
    },

    /**
     * The holiday question (decision 075): the answer is kept on the venue (decision 096) and every holiday from today
     * on follows it (whole days by `holidays_open`, eves by `eves_open`; the days set one by one from today on are
     * dropped), and the venue is marked as asked. A holiday it closes within the booking reach (to the end of next
     * year) holds the venue's days and answers 409 over booked appointments unless `force`, as one holiday's closing does.
     */
    async answer(ownerId: number, venueId: number, body: AnswerHolidaysBody): Promise<VenueHoliday[]> {
      await assertOwnsVenue(db, venueId, ownerId);
      const today = toVenueWallTime(now()).date;
      const last = `${Number(today.slice(0, 4)) + 1}-12-31`;
      const holidays = turkishHolidaysBetween(today, last);
      await db.transaction(async (tx) => {
        const txRepo = createAvailabilityRulesRepository(tx);
        await txRepo.lockVenueDaysExclusive(venueId);
        const before = await holidayRule(tx, venueId, today, last);
        const wanted = (h: PublicHoliday) => (h.halfDay ? body.eves_open : body.holidays_open);
        for (const h of holidays) {
          if (wanted(h) || !isHolidayOpen(h, before)) continue;
          if (!body.force) {
            const { from, to } = closedRange(h);
            const found = await txRepo.listVenueConflicts(venueId, notBefore(from, now()), to, RULE_CONFLICTS_LISTED_MAX);
            if (found.total) throw ruleConflict(m.conflictHoliday, found);
          }
        }
        await txRepo.saveHolidayAnswer(venueId, { holidaysOpen: body.holidays_open, evesOpen: body.eves_open }, today);
      });
      cache.invalidateVenue(venueId); // committed: available times follow the holidays at once
      return listVenueHolidays(db, venueId, today, last);
    },
  };
}
