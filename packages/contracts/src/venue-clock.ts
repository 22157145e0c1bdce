import { VENUE_TIME_ZONE } from './constants';

/**
 * What the venue's clock (Europe/Istanbul, `VENUE_TIME_ZONE`) shows at an instant, by the exact
 * formatter, whatever the server's or the browser's own zone. One copy for api and web: the API's
 * instant ↔ wall time conversions (`apps/api/src/lib/time.ts`) and the web's "now" start from it.
 */
let formatter: Intl.DateTimeFormat | undefined;
/** Built on first use: the web's first paint imports this module through `@randevu/contracts/messages`. */
const venueClock = () =>
  (formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: VENUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

/** The venue clock's fields, two digits each (four for the year). */
export interface VenueClockParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

export function venueClockParts(instant: Date): VenueClockParts {
  const p: Record<string, string> = {};
  for (const x of venueClock().formatToParts(instant)) p[x.type] = x.value;
  const get = (k: string) => p[k] ?? '00';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Now in venue wall time, 'YYYY-MM-DDTHH:mm' (the time-off payload's format). */
export function venueNowLocal(now: number = Date.now()): string {
  const p = venueClockParts(new Date(now));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
