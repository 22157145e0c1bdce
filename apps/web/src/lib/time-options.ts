import type { SelectOption } from '@/components/ui/select';

// Times as a list rather than <input type="time">, which follows the device's 12/24-hour style.
const everyMinutes = (step: number) =>
  Array.from({ length: (24 * 60) / step }, (_, i) => {
    const minutes = i * step;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
const halfHours = everyMinutes(30);
const quarterHours = everyMinutes(15);

/**
 * The day's times every half hour (breaks: every quarter hour, a 15-minute pause is common), plus a stored time that
 * is off the grid (e.g. 09:10), so it shows as it is.
 */
export function timeOptions(current: string, step: 15 | 30 = 30): SelectOption[] {
  const grid = step === 15 ? quarterHours : halfHours;
  return (grid.includes(current) || !current ? grid : [...grid, current].sort()).map((v) => ({ value: v, label: v }));
}
