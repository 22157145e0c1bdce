import { useId, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import type { CustomerMatch } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Input, type InputProps } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/format';
import { useDebounced } from '@/lib/use-debounced';
import { lookupDigits, useCustomerLookup } from '../api/find-customers';
import { formatPhone } from '@/lib/format-phone';
import { NoShowTag } from '@/components/ui/no-show-tag';

const t = messages.ownerCalendar.page;

/** The wait after the last key before the lookup is sent. */
export const CUSTOMER_LOOKUP_DEBOUNCE_MS = 250;

export interface CustomerPhoneInputProps extends Omit<InputProps, 'type'> {
  venueId: number;
  /** The owner chose a returning customer: fill the form with them. */
  onPick: (customer: CustomerMatch) => void;
}

/**
 * The walk-in dialog's 'Telefon' as a combobox (WAI-ARIA combobox with a listbox popup): from 4 digits on, the venue's
 * returning customers whose phone holds them are listed under the field; ↓/↑ move, Enter chooses, Escape closes the
 * list (and only the list: the dialog stays). Field gives the input its id, description and invalid state.
 */
export function CustomerPhoneInput({
  venueId,
  onPick,
  onChange,
  onBlur,
  onKeyDown,
  className,
  ...props
}: CustomerPhoneInputProps) {
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const digits = useDebounced(lookupDigits(typed), CUSTOMER_LOOKUP_DEBOUNCE_MS);
  const lookup = useCustomerLookup(venueId, digits);
  const matches = digits !== null && lookupDigits(typed) === digits ? (lookup.data ?? []) : [];
  const expanded = open && matches.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (customer: CustomerMatch) => {
    close();
    setTyped(customer.phone);
    onPick(customer);
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!matches.length) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((i) => (!expanded ? (step > 0 ? 0 : matches.length - 1) : (i + step + matches.length) % matches.length));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      pick(matches[active]!);
    } else if (e.key === 'Escape' && expanded) {
      close();
    }
  };

  return (
    <div className="relative">
      <Input
        {...props}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className={className}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          setTyped(e.target.value);
          setOpen(true);
          setActive(-1);
          return onChange?.(e);
        }}
        onBlur={(e: FocusEvent<HTMLInputElement>) => {
          close();
          return onBlur?.(e);
        }}
        onKeyDown={handleKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t.customerMatches}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {matches.map((c, i) => (
          <li
            key={`${c.phone}|${c.first_name}|${c.last_name}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Chosen on mouse down: the input's blur would close the list before a click.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(c);
            }}
            className={cn('cursor-pointer px-3.5 py-2 text-sm', i === active ? 'bg-brand-50' : 'hover:bg-stone-50')}
          >
            <span className="block font-medium text-ink">
              {c.first_name} {c.last_name}
            </span>
            <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-stone-600">
              <span>{formatPhone(c.phone)}</span>
              <span className="flex items-center gap-2">
                {c.no_show_tag ? <NoShowTag count={c.no_shows_12m} /> : null}
                <span>{fill(t.customerVisits, { count: c.visits })}</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status">
        {expanded ? fill(t.customerMatchCount, { count: matches.length }) : ''}
      </p>
    </div>
  );
}
