import { NO_SHOW_CORRECTION_DAYS } from '@randevu/contracts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A review opens an hour after the end of a visit the owner marked "Geldi" (decision 039). */
export const REVIEW_OPENS_AFTER_MS = HOUR;
/** It closes 30 days after the later of the visit's end and the close of the owner's correction window (053). */
export const REVIEW_OPEN_FOR_MS = 30 * DAY;

/** Who made the visit `completed`: the owner's "Geldi", or the completion job (null: read as the job's). */
export type CompletedBy = 'owner' | 'system' | null;

export interface ReviewWindow {
  opensAt: Date;
  closesAt: Date;
}

/**
 * When a completed visit can be reviewed (decision 053). The owner's "Geldi" opens it an hour after the end and it
 * closes 30 days after the end. A visit the job completed may still turn "Gelmedi" until the owner's correction
 * window closes (`NO_SHOW_CORRECTION_DAYS` after the start), so its review opens only then and stays open 30 days
 * from there: a no-show can never review the visit before the owner could say so.
 */
export function reviewWindow(a: { startsAt: Date; endsAt: Date; completedBy: CompletedBy }): ReviewWindow {
  const end = a.endsAt.getTime();
  if (a.completedBy === 'owner') {
    return { opensAt: new Date(end + REVIEW_OPENS_AFTER_MS), closesAt: new Date(end + REVIEW_OPEN_FOR_MS) };
  }
  const correctionCloses = Math.max(end + REVIEW_OPENS_AFTER_MS, a.startsAt.getTime() + NO_SHOW_CORRECTION_DAYS * DAY);
  return { opensAt: new Date(correctionCloses), closesAt: new Date(correctionCloses + REVIEW_OPEN_FOR_MS) };
}
