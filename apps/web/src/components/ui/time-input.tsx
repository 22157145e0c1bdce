import { useId, type ComponentProps } from 'react';
import { messages } from '@randevu/contracts/messages';
import { formatTimeText, maskTimeText, parseTimeText } from '@/lib/date-time-text';
import { fill } from '@/lib/format';
import { FieldError, useOwnError } from './field';
import { Input } from './input';
import { useDraft } from './use-draft';

const t = messages.dateFields;

export type TimeInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'step' | 'defaultValue'> & {
  /** 'HH:mm' (24-hour), or '' while nothing valid is typed. */
  value: string;
  /** A time typed in full ('HH:mm'), or '' while the text is not one: nothing invalid reaches a form. */
  onChange: (value: string) => void;
  /** Seconds between allowed times, as on a native time field (300: every 5 minutes). */
  step?: number;
};

/**
 * The design system's time field (decision 094): 24-hour 'SS:dd' whatever the device's 12/24-hour style, typed on a
 * phone's numeric keyboard ('1430', '14.30' and '9' are understood); the form gets 'HH:mm'. Controlled, or through
 * react-hook-form's `Controller`; inside `Field`, which labels it.
 */
export function TimeInput({ value, onChange, onBlur, step, id, className, ...rest }: TimeInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const draft = useDraft({
    value,
    onChange,
    format: formatTimeText,
    mask: maskTimeText,
    parse: (text) => parseTimeText(text, step),
  });
  const problemId = `${inputId}-format`;
  const problem =
    draft.problem === 'step' ? fill(t.timeStep, { step: (step ?? 60) / 60 }) : draft.problem ? t.timeFormat : undefined;
  useOwnError(problem !== undefined);
  const describedBy = [rest['aria-describedby'], problem ? problemId : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1">
      <Input
        {...rest}
        id={inputId}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t.timePlaceholder}
        maxLength={5}
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
      <FieldError id={problemId}>{problem}</FieldError>
    </div>
  );
}
