import { VENUE_TIME_ZONE } from '@randevu/contracts/messages';

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in venue time (YYYY-MM-DD), whatever the browser's zone. */
export const venueToday = (now: number = Date.now()): string => dayFormatter.format(new Date(now));
