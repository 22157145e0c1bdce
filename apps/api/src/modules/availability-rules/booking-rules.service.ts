import type { z } from 'zod';
import { messages, type BookingRules, type updateBookingRulesBodySchema } from '@randevu/contracts';
import { badRequest, notFound } from '../../lib/errors';
import { createAvailabilityRulesRepository, type BookingRulesRow } from './availability-rules.repository';
import { assertOwnsVenue, type RulesDeps } from './rule-records';

type UpdateBody = z.output<typeof updateBookingRulesBodySchema>;

const toDto = (r: BookingRulesRow): BookingRules => ({
  min_notice_minutes: r.minNoticeMinutes,
  horizon_days: r.horizonDays,
  cancellation_notice_hours: r.cancellationNoticeHours,
  slot_interval_minutes: r.slotIntervalMinutes,
  auto_confirm: r.autoConfirm,
  pending_expiry_hours: r.pendingExpiryHours,
  no_show_request_threshold: r.noShowRequestThreshold,
});

/** The venue's booking rules: columns of venues, changed one field at a time (the others keep their values). */
export function createBookingRulesService({ db, cache }: RulesDeps) {
  const repo = createAvailabilityRulesRepository(db);
  const venueMissing = () => notFound(messages.venues.notFound);

  return {
    async get(ownerId: number, venueId: number): Promise<BookingRules> {
      await assertOwnsVenue(db, venueId, ownerId);
      const row = await repo.findBookingRules(venueId);
      if (!row) throw venueMissing();
      return toDto(row);
    },

    async update(ownerId: number, venueId: number, body: UpdateBody): Promise<BookingRules> {
      await assertOwnsVenue(db, venueId, ownerId);
      const values: Partial<BookingRulesRow> = {
        ...(body.min_notice_minutes === undefined ? {} : { minNoticeMinutes: body.min_notice_minutes }),
        ...(body.horizon_days === undefined ? {} : { horizonDays: body.horizon_days }),
        ...(body.cancellation_notice_hours === undefined ? {} : { cancellationNoticeHours: body.cancellation_notice_hours }),
        ...(body.slot_interval_minutes === undefined ? {} : { slotIntervalMinutes: body.slot_interval_minutes }),
        ...(body.auto_confirm === undefined ? {} : { autoConfirm: body.auto_confirm }),
        ...(body.pending_expiry_hours === undefined ? {} : { pendingExpiryHours: body.pending_expiry_hours }),
        ...(body.no_show_request_threshold === undefined ? {} : { noShowRequestThreshold: body.no_show_request_threshold }),
      };
      // The route's schema leaves this check to here (see availability-rules.routes.ts).
      if (!Object.keys(values).length) throw badRequest(messages.availabilityRules.noRuleGiven);
      const row = await repo.updateBookingRules(venueId, values);
      if (!row) throw venueMissing();
      cache.invalidateVenue(venueId); // committed: the next available-times read applies the new rules
      return toDto(row);
    },
  };
}
