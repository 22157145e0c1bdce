/**
 * The text a person types into a date or time field and the value forms and the API use (decision 094):
 * 'gg.aa.yyyy' ⇄ 'YYYY-MM-DD' and 24-hour 'SS:dd' ⇄ 'HH:mm'. Pure, so that the fields and their tests share it.
 */

/** The years a day may have: the API's own range (messages.common.dateOutOfRange). */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

export type DateProblem = 'format' | 'notADay' | 'outOfRange' | 'beforeMin' | 'afterMax';
export type TimeProblem = 'format' | 'step';
export type Parsed<P> = { ok: true; value: string } | { ok: false; problem: P };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' → '10.12.2026'; anything else → '' (an empty field). */
export function formatDateText(iso: string): string {
  const m = ISO_DATE.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** Whether a year, month and day name a day of the calendar (no 31.02, 29.02 only in a leap year). */
function isDay(year: number, month: number, day: number): boolean {
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/**
 * What was typed → 'YYYY-MM-DD' or why not: '10.12.2026', '1.2.2026', '10/12/2026', '10-12-2026', and a pasted
 * '2026-12-10'. `min`/`max` ('YYYY-MM-DD', both included) are the native field's bounds.
 */
export function parseDateText(text: string, bounds: { min?: string; max?: string } = {}): Parsed<DateProblem> {
  const typed = text.trim();
  const iso = ISO_DATE.exec(typed);
  const tr = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(typed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : tr ? [tr[3], tr[2], tr[1]] : null;
  if (!parts) return { ok: false, problem: 'format' };
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (!isDay(year, month, day)) return { ok: false, problem: 'notADay' };
  if (year < FIRST_YEAR || year > LAST_YEAR) return { ok: false, problem: 'outOfRange' };
  const value = `${year}-${pad(month)}-${pad(day)}`;
  if (bounds.min && value < bounds.min) return { ok: false, problem: 'beforeMin' };
  if (bounds.max && value > bounds.max) return { ok: false, problem: 'afterMax' };
  return { ok: true, value };
}

/**
 * Shapes a date while it is typed: digits only (a phone's numeric keyboard has no dot) get their dots
 * ('10122026' → '10.12.2026'); a day or month typed with one digit and a dot stays ('1.2.2026').
 */
export function maskDateText(raw: string): string {
  if (ISO_DATE.test(raw.trim())) return raw.trim();
  const cleaned = raw.replace(/[/-]/g, '.').replace(/[^\d.]/g, '');
  const limits = [2, 2, 4];
  const parts: string[] = [];
  for (let token of cleaned.split('.')) {
    if (parts.length === 3) break;
    while (parts.length < 2 && token.length > limits[parts.length]!) {
      const limit = limits[parts.length]!;
      parts.push(token.slice(0, limit));
      token = token.slice(limit);
    }
    parts.push(token.slice(0, limits[parts.length]));
  }
  return parts.join('.');
}

/** 'HH:mm' → the same, for the field; anything else → ''. */
export function formatTimeText(value: string): string {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : '';
}

/**
 * What was typed → 'HH:mm' or why not: '14:30', '14.30', '1430', '9:05', '9' (09:00). `step` is in seconds as on
 * the native field (300 = every 5 minutes).
 */
export function parseTimeText(text: string, step?: number): Parsed<TimeProblem> {
  const typed = text.trim();
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(typed);
  if (!m) return { ok: false, problem: 'format' };
  const hour = Number(m[1]);
  const minute = m[2] === undefined ? 0 : Number(m[2]);
  if (hour > 23 || minute > 59) return { ok: false, problem: 'format' };
  const minutes = step && step >= 60 ? step / 60 : 1;
  if (minute % minutes !== 0) return { ok: false, problem: 'step' };
  return { ok: true, value: `${pad(hour)}:${pad(minute)}` };
}

/** Shapes a time while it is typed: '1430' → '14:30', '14.30' → '14:30'; '930' waits (09:30 once parsed). */
export function maskTimeText(raw: string): string {
  const cleaned = raw.replace(/\./g, ':').replace(/[^\d:]/g, '');
  if (cleaned.includes(':')) {
    const [hour = '', minute = ''] = cleaned.split(':');
    return `${hour.slice(0, 2)}:${minute.slice(0, 2)}`;
  }
  return cleaned.length >= 4 ? `${cleaned.slice(0, 2)}:${cleaned.slice(2, 4)}` : cleaned;
}
