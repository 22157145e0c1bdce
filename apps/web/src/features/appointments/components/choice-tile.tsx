import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ChoiceTileProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect(): void;
  disabled?: boolean;
  /**
   * Shown and announced as unavailable (aria-disabled) but still reachable by Tab and the arrow keys, so a screen
   * reader hears why (a closed day); choosing it does nothing.
   */
  unavailable?: boolean;
  /** A tooltip, e.g. a holiday's name. */
  title?: string;
  /** The accessible name when the visible content is abbreviated (e.g. 'Pzt 10'). */
  ariaLabel?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A native radio styled as a tile: one Tab stop per group, arrow keys move the choice, and
 * screen readers announce "radio, n of m, checked" without extra code.
 */
export function ChoiceTile({
  name,
  value,
  checked,
  onSelect,
  disabled,
  unavailable,
  title,
  ariaLabel,
  className,
  children,
}: ChoiceTileProps) {
  return (
    <label
      title={title}
      className={cn(
        'relative flex cursor-pointer items-center rounded-xl border border-stone-300 bg-white text-stone-800 transition-colors select-none',
        'hover:border-brand-400 hover:bg-brand-50/50',
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600',
        'has-[input:checked]:border-brand-700 has-[input:checked]:bg-brand-50 has-[input:checked]:text-brand-900 has-[input:checked]:ring-1 has-[input:checked]:ring-brand-700',
        'has-[input:disabled]:cursor-not-allowed has-[input:disabled]:border-stone-200 has-[input:disabled]:bg-stone-50 has-[input:disabled]:text-stone-400 has-[input:disabled]:hover:bg-stone-50',
        unavailable && 'cursor-not-allowed border-stone-200 bg-stone-50 text-stone-500 hover:border-stone-200 hover:bg-stone-50',
        className,
      )}
    >
      <input
        type="radio"
        // Transparent over the whole tile: the pointer hits the radio itself, assistive technology reads a plain radio.
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed aria-disabled:cursor-not-allowed"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-disabled={disabled || unavailable || undefined}
        aria-label={ariaLabel}
        // The radio stays controlled: an unavailable one that the browser checks is put back at once.
        onChange={unavailable ? () => undefined : onSelect}
      />
      {children}
    </label>
  );
}
