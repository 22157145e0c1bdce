import { useSyncExternalStore } from 'react';
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

/** Now in venue wall time, 'YYYY-MM-DDTHH:mm', whatever the browser's zone. */
export function venueNow(now: number = Date.now()): string {
  const p = Object.fromEntries(formatter.formatToParts(new Date(now)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const shortDate = new Intl.DateTimeFormat('tr-TR', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** 'YYYY-MM-DD' → 'Sal 12 Mar' for a week column's header. */
export const formatShortDate = (date: string) => shortDate.format(new Date(`${date}T12:00:00Z`));

/** True while `query` matches; phones (below 640 px) show one expert at a time. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? true,
    () => true,
  );
}
