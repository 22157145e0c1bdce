/**
 * No-shows that show (decision 091): how many times a customer did not come in the last 12 months, and the tag the
 * owner sees from the second one on, on the phone lookup's matches, the calendar's blocks and the requests list.
 */
import { z } from 'zod';

/** The window of `no_shows_12m`, in months before now. */
export const NO_SHOW_TAG_MONTHS = 12;
/** `no_show_tag` is true from this many no-shows in the window on. */
export const NO_SHOW_TAG_MIN = 2;
/** The booking rule `no_show_request_threshold` counts the no-shows of this many days before the booking. */
export const NO_SHOW_REQUEST_DAYS = 90;

/** The instant the 12-month window starts at, for `now`. */
export function noShowWindowStart(now: Date): Date {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - NO_SHOW_TAG_MONTHS);
  return start;
}

export const isNoShowTagged = (noShows12m: number): boolean => noShows12m >= NO_SHOW_TAG_MIN;

/** The two fields every customer payload of the owner carries beside the names. */
export const noShowFields = {
  /** The customer's appointments at the venue marked "Gelmedi" in the last 12 months. */
  no_shows_12m: z.number().int(),
  /** `no_shows_12m` ≥ 2: the owner's tag. */
  no_show_tag: z.boolean(),
};
