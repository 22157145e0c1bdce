import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root>;

export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded-md border border-stone-400 bg-white shadow-xs transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check className="size-3.5" strokeWidth={3} aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export interface CheckboxFieldProps extends Omit<CheckboxProps, 'children'> {
  label: ReactNode;
  description?: ReactNode;
}

/** A checkbox with its clickable label (and optional description) beside it. */
export function CheckboxField({ label, description, id, className, ...props }: CheckboxFieldProps) {
  const autoId = useId();
  const checkboxId = id ?? autoId;
  const descriptionId = description ? `${checkboxId}-description` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox id={checkboxId} aria-describedby={descriptionId} className="mt-0.5" {...props} />
      <div className="grid gap-0.5">
        <label htmlFor={checkboxId} className="cursor-pointer text-sm leading-snug text-stone-800">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-xs text-stone-500">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
