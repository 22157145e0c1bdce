import { and, eq, inArray, isNull } from 'drizzle-orm';
import { messages, WEEKDAYS, type ApplyVenueBreakBody, type VenueBreakApplied } from '@randevu/contracts';
import { experts, expertWorkingHours } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { assertOwnsVenue, type RulesDeps } from './rule-records';
import { withBreak } from './venue-breaks';

/**
 * The salon-wide break (decision 078): one break for chosen experts on chosen weekdays, written in one transaction
 * into the experts' working hours (the same breaks an expert's form edits). Another owner's venue, or an expert not
 * of this venue, is a 404 and nothing is written. Appointments already booked inside the break stay, as when an
 * expert's hours change.
 */
export function createVenueBreaksService({ db, cache }: RulesDeps) {
  return {
    async apply(ownerId: number, venueId: number, body: ApplyVenueBreakBody): Promise<VenueBreakApplied> {
      await assertOwnsVenue(db, venueId, ownerId);
      const expertIds = [...new Set(body.expert_ids)];
      const weekdays = [...new Set(body.weekdays)].map((d) => WEEKDAYS.indexOf(d) + 1);
      const updated = await db.transaction(async (tx) => {
        const found = await tx
          .select({ id: experts.id })
          .from(experts)
          .where(and(eq(experts.venueId, venueId), inArray(experts.id, expertIds), isNull(experts.deletedAt)))
          .for('update');
        if (found.length !== expertIds.length) throw notFound(messages.experts.notFound, 'EXPERT_NOT_FOUND');
        const days = await tx
          .select()
          .from(expertWorkingHours)
          .where(and(inArray(expertWorkingHours.expertId, expertIds), inArray(expertWorkingHours.weekday, weekdays)));
        let count = 0;
        for (const d of days) {
          const day = { start: d.startsAt.slice(0, 5), end: d.endsAt.slice(0, 5), breaks: d.breaks };
          const breaks = withBreak(day, [body.start, body.end]);
          if (!breaks) continue;
          await tx
            .update(expertWorkingHours)
            .set({ breaks })
            .where(and(eq(expertWorkingHours.expertId, d.expertId), eq(expertWorkingHours.weekday, d.weekday)));
          count += 1;
        }
        return count;
      });
      cache.invalidateVenue(venueId); // committed: available times leave the break out at once
      return { days_updated: updated, days_skipped: expertIds.length * weekdays.length - updated };
    },
  };
}
