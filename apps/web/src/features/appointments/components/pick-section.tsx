import { useId, type ReactNode } from 'react';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';

export interface PickSectionProps {
  legend: ReactNode;
  /** The tapped-choice error of the last attempt. */
  error?: string;
  legendClassName?: string;
  /**
   * Tiles (ChoiceTile) for the standard two-column radiogroup, or a function that draws its own group
   * from `labelId` (names the radiogroup) and `errorId` (set while there is an error).
   */
  children: ReactNode | ((ids: { labelId: string; errorId: string | undefined }) => ReactNode);
}

/** One step of the booking sheet: a fieldset whose legend names a radiogroup, with its inline error. */
export function PickSection({ legend, error, legendClassName = 'mb-2', children }: PickSectionProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="grid gap-2">
      <legend id={labelId} className={cn('text-sm font-semibold text-ink', legendClassName)}>
        {legend}
      </legend>
      {typeof children === 'function' ? (
        children({ labelId, errorId })
      ) : (
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={errorId}
          data-invalid={error ? true : undefined}
          className="grid gap-2 sm:grid-cols-2"
        >
          {children}
        </div>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
