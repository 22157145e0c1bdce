import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClasses } from './input';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentProps<'select'> {
  /** Rendered as the first, empty-valued option. */
  placeholder?: string;
  /** Convenience for simple lists; children are rendered after these. */
  options?: readonly SelectOption[];
}

/** A native <select>: phones show their own picker, and keyboard and screen readers work without extra code. */
export function Select({ className, placeholder, options, children, ...props }: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(controlClasses, 'h-11 cursor-pointer appearance-none pr-10 disabled:cursor-not-allowed')} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-stone-500"
      />
    </div>
  );
}
