/** Turkish formats of the reports page: counts, shares, hours and 'YYYY-MM-DD' days. */
export { formatLira } from '@/lib/format';

const count = new Intl.NumberFormat('tr-TR');
const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 });
const hours = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });
// Noon UTC of a calendar date is the same date in every zone the app meets; the format's zone is UTC.
const day = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayShort = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 1234 → '1.234'. */
export const formatCount = (n: number): string => count.format(n);
/** A share 0–1: 0.3333 → '%33,3'; null → '—'. */
export const formatRate = (rate: number | null | undefined): string =>
  rate === null || rate === undefined ? '—' : percent.format(rate);
/** Minutes as hours: 90 → '1,5'. */
export const formatHours = (minutes: number): string => hours.format(minutes / 60);
/** 'YYYY-MM-DD' → '27 Kas 2026'. */
export const formatReportDate = (date: string): string => day.format(new Date(`${date}T12:00:00Z`));
/** 'YYYY-MM-DD' → '27 Kas' (the chart's axis). */
export const formatReportDay = (date: string): string => dayShort.format(new Date(`${date}T12:00:00Z`));
/** 9 → '09:00'. */
export const formatHour = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;
