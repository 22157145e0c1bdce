import { lazy, Suspense, useId, useState, type ComponentProps } from 'react';
import { CalendarDays } from 'lucide-react';
import { messages, venueNowLocal } from '@randevu/contracts/messages';
import { formatDateText, maskDateText, parseDateText, type DateProblem } from '@/lib/date-time-text';
import { fill, formatAppointmentDate } from '@/lib/format';
import { Button } from './button';
import { Input } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { Spinner } from './spinner';
import { FieldError, useOwnError } from './field';
import { useDraft } from './use-draft';

const t = messages.dateFields;
// The month grid and its library load when a calendar is first opened, not with the page (decision 094).
const DayPickerPanel = lazy(() => import('./day-picker-panel'));

export type DateInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'defaultValue'> & {
  /** 'YYYY-MM-DD', or '' while nothing valid is typed. */
  value: string;
  /** A day typed in full ('YYYY-MM-DD'), or '' while the text is not a day: nothing invalid reaches a form. */
  onChange: (value: string) => void;
  /** The first and last days allowed ('YYYY-MM-DD', both included), as on a native date field. */
  min?: string;
  max?: string;
  /** '10 Aralık 2026 Perşembe' under the field once a day is typed (off where the page already says it). */
  readout?: boolean;
};

/** The button beside the field that opens a month to pick the day from. */
function CalendarButton({ value, min, max, onPick }: { value: string; min?: string; max?: string; onPick: (v: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="icon" aria-label={t.openCalendar} className="shrink-0">
          <CalendarDays aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={t.calendarTitle} className="w-auto p-2">
        <Suspense fallback={<Spinner className="size-[308px]" />}>
          <DayPickerPanel
            value={value}
            min={min}
            max={max}
            today={venueNowLocal().slice(0, 10)}
            onPick={(day) => {
              onPick(day);
              setOpen(false);
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}

function problemText(problem: DateProblem, bounds: { min?: string; max?: string }): string {
  switch (problem) {
    case 'format':
      return t.dateFormat;
    case 'notADay':
      return t.dateNotADay;
    case 'outOfRange':
      return messages.common.dateOutOfRange;
    case 'beforeMin':
      return fill(t.dateBeforeMin, { min: formatDateText(bounds.min ?? '') });
    case 'afterMax':
      return fill(t.dateAfterMax, { max: formatDateText(bounds.max ?? '') });
  }
}

/**
 * The design system's date field (decision 094): 'gg.aa.yyyy' typed on a phone's numeric keyboard whatever the
 * device's language, the dots put in while typing; the form gets 'YYYY-MM-DD'. Use it controlled or through
 * react-hook-form's `Controller`; inside `Field`, which labels it.
 */
export function DateInput({ value, onChange, onBlur, min, max, readout = true, id, className, ...rest }: DateInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const bounds = { min, max };
  const draft = useDraft({
    value,
    onChange,
    format: formatDateText,
    mask: maskDateText,
    parse: (text) => parseDateText(text, bounds),
  });
  const [readoutId, problemId] = [`${inputId}-readout`, `${inputId}-format`];
  const problem = draft.problem ? problemText(draft.problem, bounds) : undefined;
  const day = readout && value ? formatAppointmentDate(value) : undefined;
  useOwnError(problem !== undefined);
  const describedBy = [rest['aria-describedby'], day ? readoutId : '', problem ? problemId : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1">
      <div className="flex gap-1">
        <Input
          {...rest}
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.datePlaceholder}
          maxLength={10}
          value={draft.text}
          onChange={(e) => draft.type(e.target.value)}
          onBlur={(e) => {
            draft.settle();
            onBlur?.(e);
          }}
          aria-invalid={problem ? true : rest['aria-invalid']}
          aria-describedby={describedBy || undefined}
          className={className}
        />
        <CalendarButton value={value} min={min} max={max} onPick={(day) => draft.pick(day)} />
      </div>
      {day ? (
        <p id={readoutId} className="text-xs text-stone-600">
          {day}
        </p>
      ) : null}
      <FieldError id={problemId}>{problem}</FieldError>
    </div>
  );
}
