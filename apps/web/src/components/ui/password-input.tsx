import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

/** A password input with a show/hide toggle button (a real button: focusable, labelled, pressed state). */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={cn('relative', className)}>
      <Input type={visible ? 'text' : 'password'} className="pr-12" autoCapitalize="none" spellCheck={false} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? messages.site.ui.hidePassword : messages.site.ui.showPassword}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
      </button>
    </div>
  );
}
