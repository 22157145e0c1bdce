import type { DialCode } from '@randevu/contracts';

export interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  dial_code: DialCode;
  phone: string;
  notes: string;
}

export interface BookingPicks {
  venueId: number;
  serviceId: number;
  expertId: number | null;
  subServiceId: number | null;
  date: string;
  /** The chosen time while the latest slot list still offers it. */
  time: string | null;
}

/** What the sheet hands to validateAppointment: the picks plus, for guests, the contact fields. */
export function bookingDraft(mode: 'guest' | 'user', picks: BookingPicks, values: ContactValues) {
  const common = {
    expert_id: picks.expertId,
    venue_id: picks.venueId,
    service_id: picks.serviceId,
    sub_service_id: picks.subServiceId,
    appointment_date: picks.date,
    appointment_time: picks.time ?? '',
    // Notes default to a single space.
    notes: values.notes.trim() ? values.notes : ' ',
  };
  if (mode === 'user') return common;
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    // Spaces stripped, the chosen dial code prefixed.
    phone: `${values.dial_code}${values.phone.replace(/\s+/g, '')}`,
    ...common,
  };
}
