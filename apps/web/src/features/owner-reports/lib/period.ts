import { addDays, isoWeekday } from '@randevu/contracts';

/** The periods the reports page offers; 'custom' is two dates of the owner's choice. */
export const PERIOD_KEYS = ['today', 'week', 'month', 'last30', 'custom'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

export interface Period {
  key: PeriodKey;
  from: string;
  to: string;
}

const lastDayOfMonth = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return `${date.slice(0, 8)}${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * The venue calendar days of a preset, `today` being the venue's date: today; this week (Monday to Sunday: the
 * week's upcoming appointments count too); this month (its first to last day); the last 30 days (today included).
 */
export function presetRange(key: Exclude<PeriodKey, 'custom'>, today: string): { from: string; to: string } {
  switch (key) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const monday = addDays(today, 1 - isoWeekday(today));
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: lastDayOfMonth(today) };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period the URL's search params hold (`?donem=week`, `?donem=custom&from=…&to=…`); this month when they hold
 * none or something else. A custom range is taken as written: the server judges it and its Turkish refusal is shown.
 */
export function readPeriod(params: URLSearchParams, today: string): Period {
  const key = params.get('donem');
  if (key === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (DATE.test(from) && DATE.test(to)) return { key, from, to };
  }
  const preset = key === 'today' || key === 'week' || key === 'last30' ? key : 'month';
  return { key: preset, ...presetRange(preset, today) };
}

/** The search params of a period: a preset's name alone, a custom range's two dates. */
export function periodParams(p: Period): Record<string, string> {
  return p.key === 'custom' ? { donem: 'custom', from: p.from, to: p.to } : { donem: p.key };
}
