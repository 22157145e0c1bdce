import { Field } from './field';
import { Textarea } from './textarea';

export interface ReasonFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The longest reason accepted; the hint counts toward it ('12/500'). */
  max: number;
  placeholder: string;
  error?: string;
}

/** An optional free-text reason (a cancellation, a rejection) with its length counter. */
export function ReasonField({ label, name, value, onChange, max, placeholder, error }: ReasonFieldProps) {
  return (
    <Field label={label} optional error={error} hint={`${value.length}/${max}`}>
      <Textarea
        name={name}
        value={value}
        maxLength={max}
        rows={3}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
