import type { ComponentProps } from 'react';
import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert, iconClass: 'text-red-700' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-950', icon: TriangleAlert, iconClass: 'text-amber-700' },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-950', icon: Info, iconClass: 'text-sky-700' },
} as const;

export interface AlertProps extends ComponentProps<'div'> {
  tone?: keyof typeof tones;
}

/**
 * A boxed message. Errors get role="alert" so a form-level failure is announced when it appears;
 * other tones are static text.
 */
export function Alert({ tone = 'info', className, children, ...props }: AlertProps) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', box, className)}
      {...props}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden />
      <div className="grid gap-1 leading-relaxed">{children}</div>
    </div>
  );
}
