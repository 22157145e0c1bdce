import { VENUE_TIME_ZONE } from '@randevu/contracts/messages';

const formatter = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: VENUE_TIME_ZONE,
});

/** An instant (ISO) as the venue's calendar day: '24 Kasım 2026'. */
export const formatReviewDate = (instant: string): string => formatter.format(new Date(instant));
