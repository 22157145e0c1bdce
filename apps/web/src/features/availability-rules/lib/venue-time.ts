import { venueNowLocal } from '@randevu/contracts/messages';

/** The venue's current calendar year: the holidays list shows it and the next one. */
export const venueYear = (now: number = Date.now()): number => Number(venueNowLocal(now).slice(0, 4));
