import { messages } from '@randevu/contracts/messages';
import { cx } from '@/lib/cx';
import { FieldError } from '@/components/ui/field';

const t = messages.ownerCalendar.page;

export interface ServiceChoiceProps {
  options: { id: number; name: string }[];
  value: number | null | undefined;
  onChange: (id: number) => void;
  error?: string;
}

/**
 * The walk-in's service as one tap (decision 090): the expert's services as radio chips instead of a select, which takes
 * two taps on a phone.
 */
export function ServiceChoice({ options, value, onChange, error }: ServiceChoiceProps) {
  return (
    <fieldset className="grid gap-1.5" aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{t.subService}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((s) => (
          <label key={s.id} className="min-w-0">
            <input
              type="radio"
              name="walk-in-service"
              className="peer sr-only"
              checked={value === s.id}
              onChange={() => onChange(s.id)}
            />
            <span
              className={cx(
                'inline-flex min-h-11 max-w-full cursor-pointer items-center rounded-full border px-3 text-sm break-words',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                value === s.id
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 bg-white text-ink hover:bg-stone-50',
              )}
            >
              {s.name}
            </span>
          </label>
        ))}
      </div>
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}
