import {
  messages,
  type ExpertDayHours,
  type ExpertDayHoursValues,
  type VenueDayHours,
  type VenueDayHoursBody,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toVenueWallTime } from '../../lib/time';
import { createDayHoursRepository } from './day-hours.repository';
import { assertOwnsVenue, fieldError, getOwnedExpert, type RulesDeps } from './rule-records';

const m = messages.dayHours;

/**
 * The experts' overrides and the venue's opened days of [from, to], for the owner's calendar, in one statement bounded
 * by the venue (the calendar runs it beside its others; nothing is answered before its owner check passes).
 */
export const listCalendarDays = (db: Db, venueId: number, from: string, to: string) =>
  createDayHoursRepository(db).listCalendarDays(venueId, from, to);

/**
 * Hours for one venue day (decision 100): an expert's hours, breaks or day off on a date override the weekly row
 * of its weekday; a venue opens a date it keeps closed (weekly day off, public holiday). DELETE goes back to the
 * weekly hours. Appointments already booked stay: the owner sees them on the calendar and moves them if need be.
 * Every change empties the venue's public reads after its commit (decision 020).
 */
export function createDayHoursService({ db, cache, now }: RulesDeps) {
  const repo = createDayHoursRepository(db);
  const assertNotPast = (date: string) => {
    if (date < toVenueWallTime(now()).date) throw fieldError('date', m.datePast);
  };

  return {
    async putExpertDay(ownerId: number, expertId: number, date: string, body: ExpertDayHoursValues): Promise<ExpertDayHours> {
      const expert = await getOwnedExpert(db, expertId, ownerId);
      assertNotPast(date);
      const row = body.off
        ? { expertId, date, isOff: true, startsAt: null, endsAt: null, breaks: [] as [string, string][] }
        : { expertId, date, isOff: false, startsAt: body.start, endsAt: body.end, breaks: body.breaks };
      await repo.upsertExpertDay(row);
      cache.invalidateVenue(expert.venueId);
      return { expert_id: expertId, date, off: row.isOff, start: row.startsAt, end: row.endsAt, breaks: row.breaks };
    },

    async deleteExpertDay(ownerId: number, expertId: number, date: string): Promise<{ date: string }> {
      const expert = await getOwnedExpert(db, expertId, ownerId);
      assertNotPast(date);
      if (!(await repo.deleteExpertDay(expertId, date))) throw notFound(m.noOverride, 'DAY_HOURS_NOT_FOUND');
      cache.invalidateVenue(expert.venueId);
      return { date };
    },

    async putVenueDay(ownerId: number, venueId: number, date: string, body: VenueDayHoursBody): Promise<VenueDayHours> {
      await assertOwnsVenue(db, venueId, ownerId);
      assertNotPast(date);
      await repo.upsertVenueDay({ venueId, date, opensAt: body.start, closesAt: body.end });
      cache.invalidateVenue(venueId);
      return { venue_id: venueId, date, start: body.start, end: body.end };
    },

    async deleteVenueDay(ownerId: number, venueId: number, date: string): Promise<{ date: string }> {
      await assertOwnsVenue(db, venueId, ownerId);
      assertNotPast(date);
      if (!(await repo.deleteVenueDay(venueId, date))) throw notFound(m.noOverride, 'DAY_HOURS_NOT_FOUND');
      cache.invalidateVenue(venueId);
      return { date };
    },
  };
}
