/** Turkish display formatting shared by every feature. */

/** Fills `{name}` placeholders of a catalogue text; unknown ones stay as they are. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const lira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
const wholeLira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 });
const kurusLira = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', minimumFractionDigits: 2 });

/** A price to pay: 350 → '₺350,00', 1234.5 → '₺1.234,50'. */
export const formatLira = (amount: number): string => lira.format(amount);

/** A price in a list or range: 350 → '₺350', 350.5 → '₺350,50'. */
export const formatLiraCompact = (amount: number): string => (Number.isInteger(amount) ? wholeLira : kurusLira).format(amount);

/** A lira amount as an owner types it into a price field: 350 → '350', 275.5 → '275,50'. */
export const formatPriceInput = (amount: number): string =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ',');

/** 'Elif Kaya' → 'EK', with Turkish capitals ('ışıl' → 'I'). */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase('tr-TR'))
    .join('');
