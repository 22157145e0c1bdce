import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight, CircleHelp } from 'lucide-react';
import { APPOINTMENT_STATUS_LABELS_TR, messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Select } from '@/components/ui/select';
import { cx } from '@/lib/cx';
import { CALENDAR_STATUSES, swatchClasses } from '../lib/status-style';

const t = messages.ownerCalendar.page;

export type CalendarViewMode = 'day' | 'week';

export interface CalendarToolbarProps {
  date: string;
  onDate: (date: string) => void;
  onStep: (days: number) => void;
  onToday: () => void;
  view: CalendarViewMode;
  onView: (view: CalendarViewMode) => void;
  /** The '+' menu in the toolbar (a wide screen); a phone's floats over the page instead. */
  add?: ReactNode;
}

/**
 * Previous/next, the date, 'Bugün', day/week, the help popover (the colours and the refresh) and, on a wide screen,
 * the '+' menu: two short lines on a phone so that the first screen shows appointments (decision 076).
 */
export function CalendarToolbar({ date, onDate, onStep, onToday, view, onView, add }: CalendarToolbarProps) {
  const step = view === 'day' ? 1 : 7;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex items-end gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={view === 'day' ? t.previousDay : t.previousWeek}
          onClick={() => onStep(-step)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <label className="grid gap-1 text-xs font-medium text-stone-600">
          <span className="max-sm:sr-only">{t.date}</span>
          <DateInput value={date} onChange={(next) => next && onDate(next)} readout={false} className="h-11 w-32" />
        </label>
        <Button variant="outline" size="icon" aria-label={view === 'day' ? t.nextDay : t.nextWeek} onClick={() => onStep(step)}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <Button variant="outline" onClick={onToday}>
        {t.today}
      </Button>
      <div role="radiogroup" aria-label={t.viewLabel} className="inline-flex rounded-xl border border-stone-200 p-0.5">
        {(['day', 'week'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={view === v}
            onClick={() => onView(v)}
            className={cx(
              'h-9 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
              view === v ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100',
            )}
          >
            {v === 'day' ? t.dayView : t.weekView}
          </button>
        ))}
      </div>
      <CalendarHelp />
      {add ? <div className="ml-auto">{add}</div> : null}
    </div>
  );
}

/** The colours and the refresh, a tap away instead of on every screen. */
function CalendarHelp() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="icon" aria-label={t.help}>
          <CircleHelp aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={t.helpTitle} className="grid gap-3">
        <p className="font-semibold text-ink">{t.helpTitle}</p>
        <CalendarLegend />
        <p>{t.description}</p>
      </PopoverContent>
    </Popover>
  );
}

/** What each colour means, in words: the blocks also write their status out. */
export function CalendarLegend() {
  return (
    <ul aria-label={t.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
      {CALENDAR_STATUSES.map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <span aria-hidden className={cx('size-3 rounded-sm', swatchClasses[s])} />
          {APPOINTMENT_STATUS_LABELS_TR[s]}
        </li>
      ))}
    </ul>
  );
}

export interface ExpertSwitcherProps {
  experts: { id: number; name: string }[];
  value: number | null;
  onChange: (id: number) => void;
  className?: string;
}

/** The expert shown on a phone (day view) and in the week view. */
export function ExpertSwitcher({ experts, value, onChange, className }: ExpertSwitcherProps) {
  return (
    <label className={cx('grid gap-1 text-xs font-medium text-stone-600', className)}>
      {t.expertSwitcher}
      <Select
        value={value ?? ''}
        onChange={(e) => onChange(Number(e.target.value))}
        options={experts.map((e) => ({ value: e.id, label: e.name }))}
      />
    </label>
  );
}
