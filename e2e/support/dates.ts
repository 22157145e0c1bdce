import { expect, type APIRequestContext } from '@playwright/test';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A Monday–Friday `days` or more ahead that the venue keeps open (no holiday, no closure), asked of the public
 * closed-days call as the booking sheet does; pick `days` beyond the weeks other specs book.
 */
export async function openWeekday(request: APIRequestContext, venueId: number, days: number): Promise<string> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const from = new Date(`${today}T12:00:00Z`);
  from.setUTCDate(from.getUTCDate() + days);
  const to = new Date(from);
  to.setUTCDate(to.getUTCDate() + 20);
  const res = await request.get(`/api/venues/${venueId}/closed-days?from=${isoDay(from)}&to=${isoDay(to)}`);
  expect(res.status()).toBe(200);
  const closed = new Set(((await res.json()).data as { date: string }[]).map((d) => d.date));
  for (const d = new Date(from); d <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !closed.has(isoDay(d))) return isoDay(d);
  }
  throw new Error('no open weekday found');
}

/** Istanbul wall time (UTC+3) `seconds` from now, rounded up to the minute: 'YYYY-MM-DD', 'HH:mm' and the instant. */
export function istanbulSoon(seconds: number) {
  const at = new Date(Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000 + 3 * 3_600_000);
  const iso = at.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), startsAt: at.getTime() - 3 * 3_600_000 };
}

/** 'YYYY-MM-DD' → '10.12.2026', as the date fields show and take a day (decision 094). */
export const trDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
