import type { ComponentProps, ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '@/lib/cn';
import { CornerClose, DialogOverlay } from './dialog';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sides = {
  right:
    'inset-y-0 right-0 h-dvh w-[min(22rem,calc(100%-3rem))] border-l [--sheet-offscreen:translateX(100%)] data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right',
  left: 'inset-y-0 left-0 h-dvh w-[min(22rem,calc(100%-3rem))] border-r [--sheet-offscreen:translateX(-100%)] data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left',
  bottom:
    'inset-x-0 bottom-0 max-h-[92dvh] rounded-t-3xl border-t pb-[max(1.5rem,env(safe-area-inset-bottom))] [--sheet-offscreen:translateY(100%)] data-[state=open]:animate-slide-in-bottom data-[state=closed]:animate-slide-out-bottom sm:mx-auto sm:max-w-2xl',
} as const;

export interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: keyof typeof sides;
  hideClose?: boolean;
}

/** A Radix dialog sliding in from an edge: focus trapped, Escape closes, focus returns to the trigger. */
export function SheetContent({ side = 'right', className, children, hideClose, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col gap-4 overflow-y-auto border-stone-200 bg-white p-6 shadow-2xl focus:outline-none',
          sides[side],
          className,
        )}
        {...props}
      >
        {side === 'bottom' ? <div aria-hidden className="mx-auto -mt-2 h-1.5 w-12 shrink-0 rounded-full bg-stone-300" /> : null}
        {children}
        {hideClose ? null : <CornerClose className="size-10" />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('grid gap-1 pr-10', className)}>{children}</div>;
}

export function SheetFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mt-auto flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end', className)}>{children}</div>;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold text-ink', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-stone-600', className)} {...props} />;
}
