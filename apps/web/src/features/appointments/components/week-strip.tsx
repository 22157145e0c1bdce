import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { addDays, canGoToWeek, formatShortDate, weekStrip } from '../lib/week';
import type { DayMark } from '../lib/day-marks';
import { ChoiceTile } from './choice-tile';

const b = messages.appointments;

export interface WeekStripProps {
  weekStart: string;
  /** Holidays, closures and weekly days off by date; a day without a mark is an ordinary day. */
  marks?: ReadonlyMap<string, DayMark>;
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

const markTone: Record<DayMark['kind'], string> = {
  holiday: 'text-red-700',
  closed: 'text-stone-500',
  half: 'text-amber-800',
};

/**
 * Monday to Sunday in Turkish; past days and days beyond the booking horizon are disabled; ±7 days. A holiday or a
 * closed day says so in its tile and its name ('…, Resmî tatil') and cannot be chosen; a half day can.
 */
export function WeekStrip({ weekStart, marks, today, selected, onWeekChange, onSelect, labelId }: WeekStripProps) {
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
        {days.map((d) => {
          // A past day or one beyond the horizon is simply out of reach.
          const mark = d.disabled ? undefined : marks?.get(d.date);
          const name = d.isToday ? `${d.long} (${b.today})` : d.long;
          return (
            <ChoiceTile
              key={d.date}
              name="booking-date"
              value={d.date}
              checked={d.date === selected}
              disabled={d.disabled}
              unavailable={mark?.unavailable}
              title={mark?.name ?? undefined}
              onSelect={() => onSelect(d.date)}
              ariaLabel={mark ? `${name}, ${mark.label}` : name}
              className="flex-col justify-start gap-0.5 px-0.5 py-2 text-center"
            >
              <span aria-hidden className={cn('text-xs font-medium', d.isToday && 'text-brand-700')}>
                {d.short}
              </span>
              <span aria-hidden className="text-base leading-none font-semibold">
                {d.dayOfMonth}
              </span>
              {mark ? (
                <span aria-hidden className={cn('text-[0.625rem] leading-tight font-medium', markTone[mark.kind])}>
                  {mark.label}
                </span>
              ) : null}
            </ChoiceTile>
          );
        })}
      </div>
    </div>
  );
}
