import {
  cloneElement,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';
import { messages } from '@randevu/contracts/messages';
import { Label } from './label';

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

export interface FieldProps {
  label: ReactNode;
  /** One control (Input, Select, Textarea, …); it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<ControlProps>;
  error?: string;
  hint?: ReactNode;
  /** Marks the label with '(isteğe bağlı)'. */
  optional?: boolean;
  /** Sets aria-required on the control (no browser validation, no asterisk noise). */
  required?: boolean;
  className?: string;
  /** Extra content to the right of the label, e.g. a 'Şifremi unuttum' link. */
  labelAside?: ReactNode;
}

type ReportOwnError = (key: string, says: boolean) => void;
const OwnErrorContext = createContext<ReportOwnError | null>(null);

/**
 * For a control that says itself why its text is not a value (the date and time fields, decision 094): while it
 * does, the Field keeps its form's more general error to itself, so that one reason shows, the precise one.
 */
export function useOwnError(says: boolean) {
  const report = useContext(OwnErrorContext);
  const key = useId();
  useEffect(() => {
    report?.(key, says);
    return () => report?.(key, false);
  }, [report, key, says]);
}

/** Label + control + hint + inline error, wired for assistive technology. */
export function Field({ label, children, error: formError, hint, optional, required, className, labelAside }: FieldProps) {
  const autoId = useId();
  const [saying, setSaying] = useState<readonly string[]>([]);
  const report = useCallback<ReportOwnError>(
    (key, says) =>
      setSaying((keys) => (says === keys.includes(key) ? keys : says ? [...keys, key] : keys.filter((k) => k !== key))),
    [],
  );
  const error = saying.length > 0 ? undefined : formError;
  const child = isValidElement(children) ? children : null;
  const id = child?.props.id ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [child?.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>
          {label}
          {optional ? <span className="ml-1 font-normal text-stone-500">({messages.site.ui.optional})</span> : null}
        </Label>
        {labelAside}
      </div>
      <OwnErrorContext.Provider value={report}>
        {child
          ? cloneElement(child, {
              id,
              'aria-describedby': describedBy,
              'aria-invalid': error ? true : child.props['aria-invalid'],
              'aria-required': required || child.props['aria-required'],
            })
          : children}
      </OwnErrorContext.Provider>
      {hint ? (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** Inline error text; renders nothing without children. */
export function FieldError({ id, children, className }: { id?: string; children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p id={id} className={cn('text-sm font-medium text-red-700', className)}>
      {children}
    </p>
  );
}

/** A group of related controls (checkbox list, weekday rows) with a visible legend. */
export function Fieldset({
  legend,
  hint,
  error,
  children,
  className,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className={cn('grid gap-3', className)}
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1.5 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
