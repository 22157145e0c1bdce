import { useId, type ComponentProps } from 'react';
import { messages } from '@randevu/contracts/messages';
import { formatDateText, maskDateText, parseDateText, type DateProblem } from '@/lib/date-time-text';
import { fill, formatAppointmentDate } from '@/lib/format';
import { Input } from './input';
import { FieldError } from './field';
import { useDraft } from './use-draft';

const t = messages.dateFields;

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
  const describedBy = [rest['aria-describedby'], day ? readoutId : '', problem ? problemId : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1">
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
      {day ? (
        <p id={readoutId} className="text-xs text-stone-600">
          {day}
        </p>
      ) : null}
      <FieldError id={problemId}>{problem}</FieldError>
    </div>
  );
}
