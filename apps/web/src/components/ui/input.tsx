import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Shared by input, textarea and select so every control looks and fails the same way. */
export const controlClasses = cn(
  'block w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-ink shadow-xs transition-colors sm:text-sm',
  'placeholder:text-stone-400',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
  'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500',
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30',
);

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(controlClasses, 'h-11', className)} {...props} />;
}
