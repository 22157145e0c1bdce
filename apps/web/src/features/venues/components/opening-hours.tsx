import { useSyncExternalStore } from 'react';
import type { PublicWorkingHours } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { cn } from '@/lib/cn';
import { weekRows } from '../lib/format';

const subscribeNever = () => () => {};
// getDay(): 0 = Sunday; WEEKDAYS starts on Monday.
const browserTodayIndex = () => (new Date().getDay() + 6) % 7;
const noToday = () => null;

/**
 * Today's row in the visitor's time zone. The server-rendered venue page (decision 022) knows neither the
 * visitor's day nor when its cached HTML is read, so it highlights no row, and hydration does the same
 * (the server snapshot); the row is highlighted right after. A client render highlights it at once.
 */
const useTodayIndex = () => useSyncExternalStore(subscribeNever, browserTodayIndex, noToday);

/** Monday-to-Sunday table of opening hours in Turkish; today is highlighted. */
export function OpeningHours({ hours, className }: { hours: PublicWorkingHours; className?: string }) {
  const todayIndex = useTodayIndex();
  return (
    <table className={cn('w-full text-sm', className)}>
      <caption className="sr-only">{messages.venues.hoursTitle}</caption>
      <tbody>
        {weekRows(hours).map((row, i) => (
          <tr
            key={row.day}
            className={cn('border-b border-stone-100 last:border-b-0', i === todayIndex && 'font-semibold text-ink')}
          >
            <th scope="row" className="py-2 pr-4 text-left font-medium text-stone-700">
              {row.label}
            </th>
            <td className={cn('py-2 text-right tabular-nums', row.hours ? 'text-stone-800' : 'text-stone-500')}>
              {row.hours ? `${row.hours[0]} - ${row.hours[1]}` : messages.venues.closed}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
