import { toVenueWallTime, formatHHmm } from '../../../lib/time';

/**
 * Turkish formats for messages, always in the venue's zone (Europe/Istanbul) whatever the
 * server's TZ: '25 Kasım 2026 Çarşamba', '14:30' (prices: formatKurus of contracts, the site's format). Own tables rather than Intl so the
 * text does not depend on the ICU data the runtime ships.
 */
const MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
const WEEKDAYS = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'];

/** 'YYYY-MM-DD' (a venue calendar date) → '25 Kasım 2026 Çarşamba'. */
export function formatTurkishDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return `${d} ${MONTHS[m! - 1]} ${y} ${WEEKDAYS[weekday]}`;
}

/** An instant → its venue date and time: { date: '25 Kasım 2026 Çarşamba', time: '14:30' }. */
export function formatVenueInstant(instant: Date): { date: string; time: string } {
  const wall = toVenueWallTime(instant);
  return { date: formatTurkishDate(wall.date), time: formatHHmm(wall.minutes) };
}

/** '{venue} için…' with the values filled in (a missing value leaves the placeholder visible). */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => vars[key] ?? all);
}
