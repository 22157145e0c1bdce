import { useSyncExternalStore } from 'react';

/** Now in venue wall time, 'YYYY-MM-DDTHH:mm', whatever the browser's zone (contracts' `venueNowLocal`). */
export { venueNowLocal as venueNow } from '@randevu/contracts/messages';

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
