import type { ComponentProps } from 'react';
import { Slot } from './slot';
import { cx } from '@/lib/cx';
import { Spinner } from './spinner';

/**
 * Classes are joined without conflict resolution (lib/cx.ts: the button is on the first paint), so a
 * variant and a size never set the same property, and a caller's className adds layout (margin, width,
 * position) but never a colour, border or size: a new look is a new variant. button.dom.test.tsx checks
 * every variant, size and every className passed to a Button in src/.
 */
const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100 active:bg-brand-200',
  outline: 'border border-stone-300 bg-white text-stone-800 shadow-xs hover:bg-stone-50 active:bg-stone-100',
  /** An outline button for a removal or a refusal inside a card. */
  'outline-destructive': 'border border-stone-300 bg-white text-red-700 shadow-xs hover:bg-red-50 active:bg-stone-100',
  /** An outline button laid over an image. */
  overlay: 'border border-stone-300 bg-white/95 text-stone-800 shadow-xs hover:bg-stone-50 active:bg-stone-100',
  /** A white button on a brand-coloured surface. */
  inverse: 'border border-white bg-white text-brand-800 shadow-xs hover:bg-brand-50 active:bg-stone-100',
  ghost: 'text-stone-700 hover:bg-stone-100 active:bg-stone-200',
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
  success: 'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800 active:bg-emerald-900',
  // Height and padding come from the size, as they always did (tailwind-merge used to drop px-0 h-auto here).
  link: 'text-brand-700 underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-9 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-11 gap-2 rounded-xl px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  icon: 'size-11 rounded-xl',
  'icon-sm': 'size-9 rounded-lg',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy. Ignored with asChild. */
  loading?: boolean;
  /** Renders the single child (e.g. a router <Link>) with the button's styles. */
  asChild?: boolean;
  fullWidth?: boolean;
}

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'className'> = {}) {
  return cx(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
    className,
  );
}

export function Button({
  variant,
  size,
  loading = false,
  asChild = false,
  fullWidth,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, fullWidth, className });
  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size="sm" label={null} /> : null}
      {children}
    </button>
  );
}
