import { useState, type ComponentProps } from 'react';
import { messages } from '@randevu/contracts/messages';
import { fill } from '@/lib/format';
import { DateInput } from './date-input';
import { TimeInput } from './time-input';

const t = messages.dateFields;

export type DateTimeInputProps = Pick<
  ComponentProps<'input'>,
  'id' | 'aria-describedby' | 'aria-invalid' | 'aria-required' | 'onBlur'
> & {
  /** 'YYYY-MM-DDTHH:mm' (a native datetime-local field's value), or '' while the two halves are not both typed. */
  value: string;
  onChange: (value: string) => void;
  /** The field's label: the time half is named after it ('Başlangıç' → 'Başlangıç saati'). */
  label: string;
  /** The earliest moment, 'YYYY-MM-DDTHH:mm': its day bounds the date half. */
  min?: string;
  step?: number;
};

/**
 * A moment as the shared date field beside the shared time field (decision 094), in place of a native
 * datetime-local field; the form gets 'YYYY-MM-DDTHH:mm' once both halves are typed.
 */
export function DateTimeInput({ value, onChange, label, min, step, onBlur, ...aria }: DateTimeInputProps) {
  const [date, setDate] = useState(value.slice(0, 10));
  const [time, setTime] = useState(value.slice(11, 16));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== (date && time ? `${date}T${time}` : '')) {
      setDate(value.slice(0, 10));
      setTime(value.slice(11, 16));
    }
  }
  const emit = (nextDate: string, nextTime: string) => {
    const next = nextDate && nextTime ? `${nextDate}T${nextTime}` : '';
    if (next !== value) onChange(next);
  };
  return (
    <div className="grid grid-cols-[3fr_2fr] items-start gap-2">
      <DateInput
        {...aria}
        value={date}
        min={min?.slice(0, 10)}
        onBlur={onBlur}
        onChange={(next) => {
          setDate(next);
          emit(next, time);
        }}
      />
      <TimeInput
        aria-label={fill(t.timeOf, { label })}
        aria-invalid={aria['aria-invalid']}
        aria-required={aria['aria-required']}
        value={time}
        step={step}
        onBlur={onBlur}
        onChange={(next) => {
          setTime(next);
          emit(date, next);
        }}
      />
    </div>
  );
}
