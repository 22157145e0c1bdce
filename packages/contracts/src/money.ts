/**
 * The one price format of the product (site, e-mails, SMS): Turkish grouping, a decimal comma,
 * kuruş only when there are any, the lira sign first: 350 → '₺350', 1234.5 → '₺1.234,50'.
 * Written out rather than Intl so that the text never depends on the ICU data a runtime ships.
 * Amounts are lira (what every payload carries); the server formats kuruş with `formatKurus`.
 * No zod here: the web's first paint imports it through `@randevu/contracts/messages`.
 */
export function formatLira(lira: number): string {
  const kurus = Math.round(lira * 100);
  const abs = Math.abs(kurus);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cents = abs % 100;
  return `${kurus < 0 ? '-' : ''}₺${whole}${cents ? `,${String(cents).padStart(2, '0')}` : ''}`;
}

/** Integer kuruş (the database's unit, decision 003) in the same format: 45000 → '₺450'. */
export const formatKurus = (kurus: number): string => formatLira(Math.round(kurus) / 100);
