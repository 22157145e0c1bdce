import { useRef, type ComponentProps } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const t = messages.customerImport.page;

/**
 * The import's file field in Turkish whatever the browser's language: the native input (its "Choose File / No file
 * chosen" follows the browser, not the page) stays focusable but unseen; a button-like "Dosya seç" opens it and the
 * chosen file's name shows beside it. The field's label ("Dosya") stays the input's only name.
 */
export function SpreadsheetFileInput({ fileName, className, ...props }: ComponentProps<'input'> & { fileName?: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <input ref={input} type="file" className="peer sr-only" {...props} />
      <span
        aria-hidden
        onClick={() => input.current?.click()}
        className={cn(
          buttonClasses({ variant: 'outline', size: 'md' }),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
        )}
      >
        <FileSpreadsheet aria-hidden />
        {t.chooseFile}
      </span>
      <span className="min-w-0 truncate text-sm text-stone-600">{fileName ?? t.noFile}</span>
    </div>
  );
}
