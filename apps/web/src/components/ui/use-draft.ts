import { useState } from 'react';
import type { Parsed } from '@/lib/date-time-text';

export interface DraftOptions<P> {
  /** The form's value ('YYYY-MM-DD', 'HH:mm'), or ''. */
  value: string;
  onChange: (value: string) => void;
  /** value → the text shown. */
  format: (value: string) => string;
  /** What was typed → the text shown while typing. */
  mask: (raw: string) => string;
  parse: (text: string) => Parsed<P>;
}

/**
 * The text of a typed date or time field beside the value its form holds (decision 094): the form gets a value only
 * when the text is one, '' otherwise; a value set from outside (a reset, the next day) replaces the text. Why the
 * text is not a value shows once the person leaves the field, or at once when the text is whole but wrong.
 */
export function useDraft<P>({ value, onChange, format, mask, parse }: DraftOptions<P>) {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  const [problem, setProblem] = useState<P | undefined>(undefined);
  const valueOf = (typed: string) => {
    const parsed = parse(typed);
    return parsed.ok ? parsed.value : '';
  };
  if (value !== seen) {
    setSeen(value);
    if (valueOf(text) !== value) {
      setText(format(value));
      setProblem(undefined);
    }
  }
  return {
    text,
    problem,
    type(raw: string) {
      const next = mask(raw);
      setText(next);
      const parsed = parse(next);
      if (parsed.ok || !next) setProblem(undefined);
      else if (problem !== undefined || parsed.problem !== 'format') setProblem(parsed.problem);
      const out = parsed.ok ? parsed.value : '';
      if (out !== value) onChange(out);
    },
    /** A value chosen elsewhere (a calendar): its text, and the form gets it. */
    pick(next: string) {
      setText(format(next));
      setProblem(undefined);
      if (next !== value) onChange(next);
    },
    /** Leaving the field: a value's text in its one shape ('1.2.2026' → '01.02.2026'), or why it is none. */
    settle() {
      const parsed = parse(text);
      if (parsed.ok) {
        setText(format(parsed.value));
        setProblem(undefined);
      } else setProblem(text.trim() ? parsed.problem : undefined);
    },
  };
}
