import { Plus, X } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { fill } from '@/lib/format';
import { nextBreak, type ExpertDayValue } from '../lib/expert-form';
import { timeOptions } from '../lib/time-options';

const p = messages.availabilityRules.page;

export interface ExpertBreaksFieldsProps {
  /** The weekday's id part, e.g. 'monday'. */
  day: string;
  /** The weekday as a person reads it, e.g. 'Pazartesi'. */
  dayLabel: string;
  value: ExpertDayValue;
  onChange: (breaks: [string, string][]) => void;
  onBlur?: () => void;
  /** The day's break problem (client check or server answer), in Turkish. */
  error?: string;
}

/** An enabled day's breaks: two times and a remove button per break, then 'Mola ekle'. */
export function ExpertBreaksFields({ day, dayLabel, value, onChange, onBlur, error }: ExpertBreaksFieldsProps) {
  const { breaks } = value;
  const headingId = `expert-breaks-${day}`;
  const errorId = `expert-breaks-${day}-error`;
  const setTime = (index: number, part: 0 | 1, time: string) =>
    onChange(breaks.map((b, i): [string, string] => (i !== index ? b : part === 0 ? [time, b[1]] : [b[0], time])));
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  /** The start (0) or end (1) of break `index`, on the quarter hours. */
  const timeSelect = (index: number, part: 0 | 1, label: string) => {
    const time = breaks[index]![part];
    return (
      <Select
        aria-label={label}
        className="min-w-0 flex-1"
        options={timeOptions(time, 15)}
        value={time}
        onChange={(e) => setTime(index, part, e.target.value)}
        onBlur={onBlur}
        {...invalid}
      />
    );
  };

  return (
    <div className="grid gap-2">
      {breaks.length ? (
        <>
          <h3 id={headingId} className="text-xs font-medium text-stone-600">
            {p.breaks}
          </h3>
          <ul aria-labelledby={headingId} className="grid gap-2">
            {breaks.map((_, i) => {
              const n = i + 1;
              return (
                <li key={i} className="flex items-center gap-2">
                  {timeSelect(i, 0, fill(p.breakStartLabel, { day: dayLabel, n }))}
                  <span aria-hidden className="text-stone-400">
                    –
                  </span>
                  {timeSelect(i, 1, fill(p.breakEndLabel, { day: dayLabel, n }))}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={fill(p.removeBreakLabel, { day: dayLabel, n })}
                    title={p.removeBreak}
                    onClick={() => onChange(breaks.filter((_, j) => j !== i))}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
      <div>
        <Button
          variant="outline"
          size="sm"
          aria-label={fill(p.addBreakLabel, { day: dayLabel })}
          onClick={() => onChange([...breaks, nextBreak(value)])}
        >
          <Plus aria-hidden />
          {p.addBreak}
        </Button>
      </div>
    </div>
  );
}
