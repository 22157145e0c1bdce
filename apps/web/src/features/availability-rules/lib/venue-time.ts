import { VENUE_TIME_ZONE } from '@randevu/contracts/messages';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Now in venue wall time, 'YYYY-MM-DDTHH:mm' (the time-off payload's format), whatever the browser's zone. */
export function venueNowLocal(now: number = Date.now()): string {
  const p = Object.fromEntries(formatter.formatToParts(new Date(now)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The venue's current calendar year: the holidays list shows it and the next one. */
export const venueYear = (now: number = Date.now()): number => Number(venueNowLocal(now).slice(0, 4));
