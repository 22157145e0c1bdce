import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Wraps a react-hook-form registration so the input keeps only digits (pasted spaces, dashes and
 * '+90' included) and at most `max` of them, as the spec asks of phone fields.
 */
export function digitsOnly<T extends string>(registration: UseFormRegisterReturn<T>, max: number) {
  return {
    ...registration,
    inputMode: 'numeric' as const,
    maxLength: max,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const digits = event.target.value.replace(/\D/g, '').slice(0, max);
      if (digits !== event.target.value) event.target.value = digits;
      return registration.onChange(event);
    },
  };
}
