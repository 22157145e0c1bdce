import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { addDays, canGoToWeek, formatShortDate, weekStrip } from '../lib/week';
import { ChoiceTile } from './choice-tile';

const b = messages.appointments;

export interface WeekStripProps {
  weekStart: string;
  today: string;
  selected: string;
  onWeekChange(monday: string): void;
  onSelect(date: string): void;
  labelId: string;
}

/** '‹' or '›': to the week starting on `week`, disabled when that week can no longer be booked. */
function WeekButton(props: { label: string; icon: LucideIcon; week: string; today: string; onWeekChange(week: string): void }) {
  const Icon = props.icon;
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={props.label}
      disabled={!canGoToWeek(props.week, props.today)}
      onClick={() => props.onWeekChange(props.week)}
    >
      <Icon aria-hidden />
    </Button>
  );
}

/** Monday to Sunday in Turkish; past days and days beyond the booking horizon are disabled; ±7 days. */
export function WeekStrip({ weekStart, today, selected, onWeekChange, onSelect, labelId }: WeekStripProps) {
  const days = weekStrip(weekStart, today);
  const previous = addDays(weekStart, -7);
  const next = addDays(weekStart, 7);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <WeekButton label={b.previousWeek} icon={ChevronLeft} week={previous} today={today} onWeekChange={onWeekChange} />
        <p className="text-sm font-medium text-stone-700" aria-live="polite">
          {b.weekLabel.replace('{from}', formatShortDate(weekStart)).replace('{to}', formatShortDate(addDays(weekStart, 6)))}
        </p>
        <WeekButton label={b.nextWeek} icon={ChevronRight} week={next} today={today} onWeekChange={onWeekChange} />
      </div>
      <div role="radiogroup" aria-labelledby={labelId} className="grid grid-cols-7 gap-1.5">
        {days.map((d) => (
          <ChoiceTile
            key={d.date}
            name="booking-date"
            value={d.date}
            checked={d.date === selected}
            disabled={d.disabled}
            onSelect={() => onSelect(d.date)}
            ariaLabel={d.isToday ? `${d.long} (${b.today})` : d.long}
            className="flex-col justify-center gap-0.5 px-0.5 py-2 text-center"
          >
            <span aria-hidden className={cn('text-xs font-medium', d.isToday && 'text-brand-700')}>
              {d.short}
            </span>
            <span aria-hidden className="text-base leading-none font-semibold">
              {d.dayOfMonth}
            </span>
          </ChoiceTile>
        ))}
      </div>
    </div>
  );
}
