/** Turkish display formatting shared by every feature. */
import { VENUE_TIME_ZONE } from '@randevu/contracts/messages';

/** The one price format (contracts/money.ts), the same on the site, in e-mails and SMS: '₺350', '₺1.234,50'. */
export { formatLira } from '@randevu/contracts/messages';

/** Fills `{name}` placeholders of a catalogue text; unknown ones stay as they are. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

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

/**
 * The formatters are made on first use, not when a page imports this module: a page's first Intl object loads the
 * locale's data, tens of milliseconds that would otherwise be spent during every page's hydration.
 */
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const appointmentDateFormatter = once(
  () =>
    new Intl.DateTimeFormat('tr-TR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      weekday: 'long',
      timeZone: VENUE_TIME_ZONE,
    }),
);

/** 'YYYY-MM-DD' (venue calendar date) → '24 Kasım 2026 Salı', the same on every browser and in every zone. */
export function formatAppointmentDate(date: string): string {
  // Noon UTC falls on the same calendar day in Istanbul (UTC+3), whatever the browser's zone.
  const parts = Object.fromEntries(
    appointmentDateFormatter()
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year} ${parts.weekday}`;
}

const venueClock = once(
  () => new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: VENUE_TIME_ZONE }),
);
const venueDate = once(
  () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: VENUE_TIME_ZONE }),
);

/** An instant (ISO) in venue time: '24 Kasım 2026 Salı 10:30'. */
export function formatVenueInstant(instant: string): string {
  const at = new Date(instant);
  return `${formatAppointmentDate(venueDate().format(at))} ${venueClock().format(at)}`;
}
