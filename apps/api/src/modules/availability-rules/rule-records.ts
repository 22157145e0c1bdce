import { messages, type RuleConflict } from '@randevu/contracts';
import type { Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { formatHHmm, parseHHmm, toVenueWallTime, venueWallTimeToInstant } from '../../lib/time';
import { createAvailabilityRulesRepository, type ConflictRow } from './availability-rules.repository';

/** What each part of the availability-rules service takes (from ModuleDeps). */
export interface RulesDeps {
  db: Db;
  cache: PublicCacheInvalidation;
  now: () => Date;
}

const m = messages.availabilityRules;

/** An instant as venue wall time 'YYYY-MM-DDTHH:mm', the form time off and conflicts speak. */
export function toWallTimeString(instant: Date): string {
  const { date, minutes } = toVenueWallTime(instant);
  return `${date}T${formatHHmm(minutes)}`;
}

/** The instant of a valid 'YYYY-MM-DDTHH:mm' of venue wall time. */
export const wallTimeStringToInstant = (value: string): Date =>
  venueWallTimeToInstant(value.slice(0, 10), parseHHmm(value.slice(11, 16)));

export const toConflictDto = (r: ConflictRow): RuleConflict => ({
  id: r.id,
  expert_id: r.expertId,
  expert_name: r.expertName,
  customer_name: `${r.customerFirstName} ${r.customerLastName}`,
  status: r.status as RuleConflict['status'],
  starts_at: toWallTimeString(r.startsAt),
  ends_at: toWallTimeString(r.endsAt),
});

/**
 * The appointments a new rule would leave inside it: 409 RULE_CONFLICT naming how many there are, with the first
 * RULE_CONFLICTS_LISTED_MAX of them in `conflicts` (the owner moves or cancels them, or sends `force: true`).
 */
export function ruleConflict(template: string, conflicts: { rows: ConflictRow[]; total: number }): AppError {
  return new AppError('RULE_CONFLICT', 409, template.replace('{count}', String(conflicts.total)), undefined, {
    conflicts: conflicts.rows.map(toConflictDto),
  });
}

/** A field's 400 with the catalogue text. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

export const tooManyRecords = () => badRequest(m.tooMany, undefined, 'RULE_RECORDS_LIMIT');

/** The owner's expert and its venue, or the 404 the experts module answers (as if it did not exist). */
export async function getOwnedExpert(db: Db, expertId: number, ownerId: number) {
  const expert = await createAvailabilityRulesRepository(db).findOwnedExpert(expertId, ownerId);
  if (!expert) throw notFound(messages.experts.notFound, 'EXPERT_NOT_FOUND');
  return expert;
}

/** Another owner's venue is the same 404 as a missing one. */
export async function assertOwnsVenue(db: Db, venueId: number, ownerId: number): Promise<void> {
  if (!(await createAvailabilityRulesRepository(db).ownsVenue(venueId, ownerId))) throw notFound(messages.venues.notFound);
}

/** Appointments that have already ended are history, not in a new rule's way: the search starts at now at the earliest. */
export const notBefore = (from: Date, now: Date): Date => (from > now ? from : now);
