import { messages } from '@randevu/contracts/messages';
import { fill, formatAppointmentDate } from '@/lib/format';

const t = messages.ownerCalendar.page;

/** The digits of an E.164 phone ('+905321112233' → '905321112233'): what `wa.me` takes. */
export const e164Digits = (phone: string) => phone.replace(/\D/g, '');

/** A `tel:` link that dials the customer as stored (E.164 keeps the country code). */
export const telHref = (phone: string) => `tel:+${e164Digits(phone)}`;

export interface WhatsappAppointment {
  customer: { first_name: string; phone: string };
  venue_name: string;
  appointment_date: string;
  appointment_time: string;
}

/** A WhatsApp chat with the customer, its first message written: the venue, the date and the time. */
export function whatsappHref(a: WhatsappAppointment): string {
  const text = fill(t.whatsappMessage, {
    name: a.customer.first_name,
    venue: a.venue_name,
    date: formatAppointmentDate(a.appointment_date),
    time: a.appointment_time,
  });
  return `https://wa.me/${e164Digits(a.customer.phone)}?text=${encodeURIComponent(text)}`;
}
