import { parseAppointmentPhone } from './appointments';

/**
 * A number as the front desk types it ('0532 123 45 67', '532 123 45 67', '+90 532 123 45 67') → E.164, or null
 * when it is not one.
 */
export function customerPhoneE164(raw: string): string | null {
  const compact = raw.replace(/[\s()-]+/g, '');
  const parsed = parseAppointmentPhone(/^0\d{10}$/.test(compact) ? compact.slice(1) : compact);
  return parsed.kind === 'ok' ? parsed.value : null;
}
