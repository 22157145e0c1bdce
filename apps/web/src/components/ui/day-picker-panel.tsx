import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { tr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { messages } from '@randevu/contracts/messages';
import { FIRST_YEAR, LAST_YEAR } from '@/lib/date-time-text';

const t = messages.dateFields;

/** 'YYYY-MM-DD' ⇄ a Date at local midnight: the month grid works in the browser's days, never in instants. */
const toDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
/** The brand's colours and 44 px targets (day buttons and the month arrows) over the library's own stylesheet. */
const look = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-day-width': '44px',
  '--rdp-day-height': '44px',
  '--rdp-day_button-width': '44px',
  '--rdp-day_button-height': '44px',
  '--rdp-nav_button-width': '44px',
  '--rdp-nav_button-height': '44px',
  '--rdp-nav-height': '44px',
} as CSSProperties;
const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export interface DayPickerPanelProps {
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  min?: string;
  max?: string;
  /** The month shown when nothing is chosen yet ('YYYY-MM-DD', today in the venue). */
  today: string;
  onPick: (value: string) => void;
}

/**
 * The month a date field's calendar button opens (decision 094): Turkish month and day names, Monday first, days
 * outside `min`/`max` not offered, 44 px days. Loaded only when a calendar is first opened.
 */
export default function DayPickerPanel({ value, min, max, today, onPick }: DayPickerPanelProps) {
  const selected = value ? toDate(value) : undefined;
  const disabled = [...(min ? [{ before: toDate(min) }] : []), ...(max ? [{ after: toDate(max) }] : [])];
  return (
    <DayPicker
      mode="single"
      locale={tr}
      weekStartsOn={1}
      autoFocus
      selected={selected}
      defaultMonth={selected ?? toDate(today)}
      startMonth={new Date(FIRST_YEAR, 0, 1)}
      endMonth={new Date(LAST_YEAR, 11, 1)}
      disabled={disabled}
      required
      labels={{ labelNext: () => t.nextMonth, labelPrevious: () => t.previousMonth }}
      onSelect={(day: Date | undefined) => day && onPick(toIso(day))}
      style={look}
    />
  );
}
